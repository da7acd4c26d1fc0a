#ifndef GAUNTLET_TOOLS_BUNDLE_PRIVATE_NAMES_H_
#define GAUNTLET_TOOLS_BUNDLE_PRIVATE_NAMES_H_

// Sources put together in one bundle share one anonymous namespace per
// enclosing namespace, so two sources' private helpers of one name would
// collide. The bundler finds the names each source declares in its
// anonymous namespaces and renames, in each source, the ones another source
// also declares. A light C++ lexer is enough: comments, string and character
// literals and preprocessor lines are skipped, and only names declared at
// the top of an anonymous namespace count.

#include <map>
#include <set>
#include <string>
#include <string_view>

namespace gauntlet::bundle {

// The names `source` declares at the top level of its anonymous namespaces:
// functions, variables, constants, types and aliases.
std::set<std::string> AnonymousNamespaceNames(std::string_view source);

// `source` with each identifier that `renames` maps replaced by its new name,
// in code only (not in comments, literals or preprocessor lines) and never
// after `.`, `->` or `::` (a member or a qualified name is someone else's).
std::string RenameIdentifiers(
    std::string_view source, const std::map<std::string, std::string>& renames);

}  // namespace gauntlet::bundle

#endif  // GAUNTLET_TOOLS_BUNDLE_PRIVATE_NAMES_H_
