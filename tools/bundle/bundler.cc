#include "tools/bundle/bundler.h"

#include <algorithm>
#include <deque>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "common/core/status_macros.h"
#include "tools/bundle/private_names.h"

namespace gauntlet::bundle {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kAbslStandIn = "tools/bundle/standin/absl.h";
constexpr std::string_view kCxxoptsStandIn = "tools/bundle/standin/cxxopts.h";
constexpr std::string_view kVersionHeader = "common/core/version.h";
constexpr std::string_view kVersionTemplate = "common/core/version.cc.in";

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// `text` without what a bundle leaves out: the lines between
// `#ifndef GAUNTLET_BUNDLE` (a comment may follow) and its `#else` or
// `#endif` (an `#else` part is kept). A program marks so a feature that needs a
// library a bundle cannot carry; the built program, which never defines
// GAUNTLET_BUNDLE, keeps it.
std::string WithoutUnbundledParts(const std::string& text) {
  enum class State { kOutside, kDropping, kKeeping } state = State::kOutside;
  int nested = 0;
  std::string out;
  for (const std::string& line : Lines(text)) {
    const std::size_t start = line.find_first_not_of(" \t");
    const std::string_view code =
        start == std::string::npos ? "" : std::string_view(line).substr(start);
    if (state == State::kOutside) {
      const std::string_view marker = "#ifndef GAUNTLET_BUNDLE";
      if (code.rfind(marker, 0) == 0 &&
          (code.size() == marker.size() || code[marker.size()] == ' ' ||
           code[marker.size()] == '\t')) {
        state = State::kDropping;
        nested = 0;
      } else {
        out += line + "\n";
      }
      continue;
    }
    if (code.rfind("#if", 0) == 0) {
      ++nested;
    } else if (code.rfind("#endif", 0) == 0) {
      if (nested == 0) {
        state = State::kOutside;
        continue;
      }
      --nested;
    } else if (code.rfind("#else", 0) == 0 && nested == 0) {
      state = State::kKeeping;
      continue;
    }
    if (state == State::kKeeping) out += line + "\n";
  }
  return out;
}

absl::StatusOr<std::string> ReadText(const fs::path& root,
                                     std::string_view relative) {
  std::ifstream in(root / relative, std::ios::binary);
  if (!in) {
    return absl::NotFoundError("cannot read " + std::string(relative) +
                               " under " + root.string());
  }
  std::ostringstream text;
  text << in.rdbuf();
  return WithoutUnbundledParts(text.str());
}

// The target of an `#include "..."` or `#include <...>` line, with its
// delimiter; empty when the line is no include.
struct Include {
  char open = 0;  // '"' or '<'
  std::string path;
};

Include ParseInclude(std::string_view line) {
  std::size_t at = line.find_first_not_of(" \t");
  if (at == std::string_view::npos || line[at] != '#') return {};
  at = line.find_first_not_of(" \t", at + 1);
  if (at == std::string_view::npos || line.substr(at, 7) != "include") {
    return {};
  }
  at = line.find_first_not_of(" \t", at + 7);
  if (at == std::string_view::npos) return {};
  const char open = line[at];
  const char close = open == '"' ? '"' : open == '<' ? '>' : 0;
  if (close == 0) return {};
  const std::size_t end = line.find(close, at + 1);
  if (end == std::string_view::npos) return {};
  return {open, std::string(line.substr(at + 1, end - at - 1))};
}

// The first project include of a source: the header it implements.
std::string FirstProjectInclude(const std::string& text) {
  for (const std::string& line : Lines(text)) {
    const Include include = ParseInclude(line);
    if (include.open == '"') return include.path;
  }
  return "";
}

bool DefinesMain(const std::string& text) {
  for (const std::string& line : Lines(text)) {
    if (line.rfind("int main(", 0) == 0) return true;
  }
  return false;
}

class Bundler {
 public:
  Bundler(fs::path root, std::string_view revision)
      : root_(std::move(root)), revision_(revision) {}

  absl::StatusOr<std::string> Run(const BundledProgram& program) {
    // Every source the program needs, in the order found.
    std::vector<std::pair<std::string, std::string>> units;
    queue_.push_back(std::string(program.main_source));
    queued_.insert(std::string(program.main_source));
    while (!queue_.empty()) {
      const std::string unit = queue_.front();
      queue_.pop_front();
      GAUNTLET_ASSIGN_OR_RETURN(std::string text, UnitText(unit));
      GAUNTLET_RETURN_IF_ERROR(Discover(unit, text));
      units.emplace_back(unit, std::move(text));
    }
    // Private names that two sources share get each source's own suffix.
    std::vector<std::set<std::string>> private_names;
    std::map<std::string, int> owners;
    for (const auto& [unit, text] : units) {
      private_names.push_back(AnonymousNamespaceNames(text));
      for (const std::string& name : private_names.back()) ++owners[name];
    }
    std::string body;
    for (std::size_t k = 0; k < units.size(); ++k) {
      std::map<std::string, std::string> renames;
      for (const std::string& name : private_names[k]) {
        if (owners[name] > 1) {
          renames[name] = name + "_bundle" + std::to_string(k + 1);
        }
      }
      body += "\n// ===== " + units[k].first + " =====\n";
      Expand(RenameIdentifiers(units[k].second, renames), body);
    }
    std::string out;
    out += "// " + std::string(program.name) +
           ".cpp: " + std::string(program.what) + ".\n";
    out += "// Generated by `gauntlet bundle " + std::string(program.name) +
           "` from Gauntlet " + revision_ + "; do not edit (regenerate it).\n";
    out += "// Compile: g++ -std=c++20 " + std::string(program.name) +
           ".cpp (standard library only; -O2 is welcome but not needed).\n";
    out += kPrologue;
    out += body;
    return out;
  }

 private:
  absl::StatusOr<std::string> UnitText(const std::string& unit) {
    if (unit == kVersionTemplate) {
      GAUNTLET_ASSIGN_OR_RETURN(std::string text,
                                ReadText(root_, kVersionTemplate));
      const std::string placeholder = "@GAUNTLET_GIT_REVISION@";
      const std::size_t at = text.find(placeholder);
      if (at != std::string::npos) {
        text.replace(at, placeholder.size(), revision_);
      }
      return text;
    }
    return ReadText(root_, unit);
  }

  // Follows the project includes of `text` (the file `name`), refusing a
  // library that has no stand-in, and queues the sources that implement
  // each header reached.
  absl::Status Discover(const std::string& name, const std::string& text) {
    for (const std::string& line : Lines(text)) {
      const Include include = ParseInclude(line);
      if (include.open != '"' || include.path.rfind("absl/", 0) == 0) continue;
      if (!fs::exists(root_ / include.path)) {
        return absl::FailedPreconditionError(
            name + " includes \"" + include.path +
            "\", which is not in the tree and has no stand-in: a bundle "
            "carries the standard library only");
      }
      if (!discovered_.insert(include.path).second) continue;
      GAUNTLET_ASSIGN_OR_RETURN(const std::string header,
                                ReadText(root_, include.path));
      GAUNTLET_RETURN_IF_ERROR(Discover(include.path, header));
      GAUNTLET_RETURN_IF_ERROR(QueueImplementations(include.path));
    }
    return absl::OkStatus();
  }

  // Appends `text` to `out`, each project header pasted where it is first
  // included and the libraries' includes replaced by their stand-ins.
  void Expand(const std::string& text, std::string& out) {
    for (const std::string& line : Lines(text)) {
      const Include include = ParseInclude(line);
      if (include.open == 0 ||
          (include.open == '<' && include.path != "cxxopts.hpp")) {
        out += line + "\n";
      } else if (include.open == '<') {
        PasteOnce(std::string(kCxxoptsStandIn), out);
      } else if (include.path.rfind("absl/", 0) == 0) {
        PasteOnce(std::string(kAbslStandIn), out);
      } else {
        PasteOnce(include.path, out);
      }
    }
  }

  void PasteOnce(const std::string& header, std::string& out) {
    if (!pasted_.insert(header).second) return;
    // Discover() has read every project header; the stand-ins are read here.
    const absl::StatusOr<std::string> text = ReadText(root_, header);
    out += "// ----- " + header + " -----\n";
    if (text.ok()) {
      Expand(*text, out);
    } else {
      out += "#error \"" + std::string(text.status().message()) + "\"\n";
    }
    out += "// ----- end of " + header + " -----\n";
  }

  // Queues the sources beside `header` that implement it.
  absl::Status QueueImplementations(const std::string& header) {
    if (header == kVersionHeader) {
      if (queued_.insert(std::string(kVersionTemplate)).second) {
        queue_.push_back(std::string(kVersionTemplate));
      }
      return absl::OkStatus();
    }
    const fs::path directory = fs::path(header).parent_path();
    std::vector<std::string> sources;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(root_ / directory, error)) {
      if (entry.path().extension() != ".cc") continue;
      sources.push_back((directory / entry.path().filename()).string());
    }
    if (error) {
      return absl::NotFoundError("cannot list " + directory.string() + ": " +
                                 error.message());
    }
    std::sort(sources.begin(), sources.end());
    for (const std::string& source : sources) {
      if (queued_.contains(source)) continue;
      GAUNTLET_ASSIGN_OR_RETURN(const std::string text,
                                ReadText(root_, source));
      if (FirstProjectInclude(text) != header || DefinesMain(text)) continue;
      queued_.insert(source);
      queue_.push_back(source);
    }
    return absl::OkStatus();
  }

  fs::path root_;
  std::string revision_;
  std::deque<std::string> queue_;
  std::set<std::string> queued_;
  std::set<std::string> discovered_;
  std::set<std::string> pasted_;
};

}  // namespace

absl::StatusOr<std::string> BundleProgram(const BundledProgram& program,
                                          const fs::path& source_root,
                                          std::string_view revision) {
  return Bundler(source_root, revision).Run(program);
}

}  // namespace gauntlet::bundle
