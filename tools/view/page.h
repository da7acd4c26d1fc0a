#ifndef GAUNTLET_TOOLS_VIEW_PAGE_H_
#define GAUNTLET_TOOLS_VIEW_PAGE_H_

// One self-contained HTML page: the template web/page.html with the style,
// every script and the page's data put inline, so it opens from disk with no
// network and no file beside it.

#include <string>

#include "tools/arena/replay.h"

namespace gauntlet::view {

// `data` is a game's (view_data.h) or an index's (index_data.h); its "kind"
// tells the page's script which to draw.
std::string RenderPage(const arena::Json& data, const std::string& title);

}  // namespace gauntlet::view

#endif  // GAUNTLET_TOOLS_VIEW_PAGE_H_
