#include "tools/bundle/package.h"

#include <fstream>
#include <string>
#include <system_error>

#include "common/core/status_macros.h"
#include "tools/bundle/bundler.h"

namespace gauntlet::bundle {
namespace {

namespace fs = std::filesystem;

}  // namespace

absl::Status WriteFile(const fs::path& path, const std::string& text,
                       bool executable, std::ostream& log) {
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    if (!out) return absl::InternalError("cannot write " + path.string());
  }
  if (executable) {
    std::error_code error;
    fs::permissions(
        path,
        fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec,
        fs::perm_options::add, error);
    if (error) {
      return absl::InternalError("cannot make " + path.string() +
                                 " executable: " + error.message());
    }
  }
  log << path.string() << "\n";
  return absl::OkStatus();
}

absl::Status WriteBundle(const BundledProgram& program, const fs::path& path,
                         const PackageOptions& options, std::ostream& log) {
  GAUNTLET_ASSIGN_OR_RETURN(
      const std::string text,
      BundleProgram(program, options.source_root, options.revision));
  return WriteFile(path, text, false, log);
}

std::string ShellQuoted(const std::string& text) {
  std::string out = "'";
  for (const char c : text) {
    if (c == '\'') {
      out += "'\\''";
    } else {
      out += c;
    }
  }
  return out + "'";
}

WriteEntry OneSource(const BundledProgram& program) {
  return [program](const fs::path& directory, const PackageOptions& options,
                   std::ostream& log) {
    return WriteBundle(program,
                       directory / (std::string(program.name) + ".cpp"),
                       options, log);
  };
}

}  // namespace gauntlet::bundle
