#ifndef GAUNTLET_TOOLS_VIEW_WEB_FILES_H_
#define GAUNTLET_TOOLS_VIEW_WEB_FILES_H_

// The viewer's page, style and scripts (tools/view/web/), compiled in at
// build time by embed_files.cmake so `gauntlet view` needs no files beside
// it and writes pages that need nothing but themselves.

#include <span>
#include <string_view>

namespace gauntlet::view {

struct WebFile {
  std::string_view name;  // e.g. "player.js"
  std::string_view text;
};

std::span<const WebFile> WebFiles();

}  // namespace gauntlet::view

#endif  // GAUNTLET_TOOLS_VIEW_WEB_FILES_H_
