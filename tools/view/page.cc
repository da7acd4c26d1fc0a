#include "tools/view/page.h"

#include <string_view>

#include "common/core/markup.h"
#include "tools/view/web_files.h"

namespace gauntlet::view {
namespace {

std::string_view File(std::string_view name) {
  for (const WebFile& file : WebFiles()) {
    if (file.name == name) return file.text;
  }
  return {};
}

void ReplaceOnce(std::string& text, std::string_view mark,
                 std::string_view with) {
  const std::size_t at = text.find(mark);
  if (at != std::string::npos) text.replace(at, mark.size(), with);
}

// Text for inside a <script> element: "</" would end the element early and
// "<!--" would open a comment, so "<" in JSON strings becomes its escape.
std::string ScriptSafeJson(const arena::Json& data) {
  const std::string json =
      data.dump(-1, ' ', false, arena::Json::error_handler_t::replace);
  std::string safe;
  safe.reserve(json.size() + json.size() / 64);
  for (char c : json) {
    if (c == '<') {
      safe += "\\u003c";
    } else {
      safe += c;
    }
  }
  return safe;
}

}  // namespace

std::string RenderPage(const arena::Json& data, const std::string& title) {
  std::string scripts;
  for (const WebFile& file : WebFiles()) {
    if (file.name.ends_with(".js")) {
      scripts += "// ---- ";
      scripts += file.name;
      scripts += "\n";
      scripts += file.text;
      scripts += "\n";
    }
  }
  std::string page(File("page.html"));
  // Marks are replaced in page order and data last, so no inserted text is
  // ever searched for a mark.
  ReplaceOnce(page, "{{TITLE}}", EscapeMarkup(title));
  ReplaceOnce(page, "{{STYLE}}", File("view.css"));
  const std::size_t data_at = page.find("{{DATA}}");
  std::string tail = page.substr(data_at + 8);
  page.resize(data_at);
  ReplaceOnce(tail, "{{SCRIPTS}}", scripts);
  return page + ScriptSafeJson(data) + tail;
}

}  // namespace gauntlet::view
