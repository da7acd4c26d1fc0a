#include "tools/bundle/private_names.h"

#include <cctype>
#include <cstring>
#include <vector>

namespace gauntlet::bundle {
namespace {

enum class TokenKind { kIdentifier, kPunctuation, kOther };

struct Token {
  TokenKind kind;
  std::string_view text;
  std::size_t offset;
};

bool IsIdentifierStart(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}
bool IsIdentifierPart(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

// The code tokens of `source`; comments, literals and preprocessor lines
// are dropped. Punctuation comes one character at a time, except `->` and
// `::`.
std::vector<Token> Tokenize(std::string_view source) {
  std::vector<Token> tokens;
  std::size_t i = 0;
  bool line_start = true;
  const std::size_t n = source.size();
  while (i < n) {
    const char c = source[i];
    if (c == '\n') {
      line_start = true;
      ++i;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r') {
      ++i;
      continue;
    }
    if (line_start && c == '#') {
      // A preprocessor line, with its continuations.
      while (i < n && source[i] != '\n') {
        if (source[i] == '\\' && i + 1 < n && source[i + 1] == '\n') ++i;
        ++i;
      }
      continue;
    }
    line_start = false;
    if (c == '/' && i + 1 < n && source[i + 1] == '/') {
      while (i < n && source[i] != '\n') ++i;
      continue;
    }
    if (c == '/' && i + 1 < n && source[i + 1] == '*') {
      const std::size_t end = source.find("*/", i + 2);
      i = end == std::string_view::npos ? n : end + 2;
      continue;
    }
    if (c == '"' || c == '\'') {
      const std::size_t start = i++;
      while (i < n && source[i] != c) i += source[i] == '\\' ? 2 : 1;
      ++i;
      tokens.push_back(
          {TokenKind::kOther, source.substr(start, i - start), start});
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(c))) {
      // A number, with digit separators and exponent signs.
      const std::size_t start = i++;
      while (i < n && (IsIdentifierPart(source[i]) || source[i] == '.' ||
                       source[i] == '\'' ||
                       ((source[i] == '+' || source[i] == '-') &&
                        std::strchr("eEpP", source[i - 1]) != nullptr))) {
        ++i;
      }
      tokens.push_back(
          {TokenKind::kOther, source.substr(start, i - start), start});
      continue;
    }
    if (IsIdentifierStart(c)) {
      const std::size_t start = i;
      while (i < n && IsIdentifierPart(source[i])) ++i;
      tokens.push_back(
          {TokenKind::kIdentifier, source.substr(start, i - start), start});
      continue;
    }
    const std::string_view two = source.substr(i, 2);
    const std::size_t length = two == "->" || two == "::" ? 2 : 1;
    tokens.push_back({TokenKind::kPunctuation, source.substr(i, length), i});
    i += length;
  }
  return tokens;
}

bool IsKeyword(std::string_view word) {
  static const std::set<std::string_view> kKeywords = {"alignas",
                                                       "alignof",
                                                       "and",
                                                       "asm",
                                                       "auto",
                                                       "bool",
                                                       "break",
                                                       "case",
                                                       "catch",
                                                       "char",
                                                       "char8_t",
                                                       "char16_t",
                                                       "char32_t",
                                                       "class",
                                                       "concept",
                                                       "const",
                                                       "consteval",
                                                       "constexpr",
                                                       "constinit",
                                                       "const_cast",
                                                       "continue",
                                                       "co_await",
                                                       "co_return",
                                                       "co_yield",
                                                       "decltype",
                                                       "default",
                                                       "delete",
                                                       "do",
                                                       "double",
                                                       "dynamic_cast",
                                                       "else",
                                                       "enum",
                                                       "explicit",
                                                       "export",
                                                       "extern",
                                                       "false",
                                                       "float",
                                                       "for",
                                                       "friend",
                                                       "goto",
                                                       "if",
                                                       "inline",
                                                       "int",
                                                       "long",
                                                       "mutable",
                                                       "namespace",
                                                       "new",
                                                       "noexcept",
                                                       "not",
                                                       "nullptr",
                                                       "operator",
                                                       "or",
                                                       "private",
                                                       "protected",
                                                       "public",
                                                       "register",
                                                       "reinterpret_cast",
                                                       "requires",
                                                       "return",
                                                       "short",
                                                       "signed",
                                                       "sizeof",
                                                       "static",
                                                       "static_assert",
                                                       "static_cast",
                                                       "struct",
                                                       "switch",
                                                       "template",
                                                       "this",
                                                       "thread_local",
                                                       "throw",
                                                       "true",
                                                       "try",
                                                       "typedef",
                                                       "typeid",
                                                       "typename",
                                                       "union",
                                                       "unsigned",
                                                       "using",
                                                       "virtual",
                                                       "void",
                                                       "volatile",
                                                       "wchar_t",
                                                       "while"};
  return kKeywords.contains(word);
}

bool IsMemberOrQualified(const std::vector<Token>& tokens, std::size_t i) {
  if (i == 0) return false;
  const std::string_view before = tokens[i - 1].text;
  return before == "." || before == "->" || before == "::";
}

}  // namespace

std::set<std::string> AnonymousNamespaceNames(std::string_view source) {
  const std::vector<Token> tokens = Tokenize(source);
  // What each open brace opened: an anonymous namespace or anything else.
  std::vector<bool> anonymous;
  int parentheses = 0;
  // Inside an initializer (after `=`, up to its `;`): names there are used,
  // not declared.
  bool initializer = false;
  // Between `class Name :` and its `{`: the bases, not declared here.
  bool bases = false;
  std::set<std::string> names;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const std::string_view text = tokens[i].text;
    const bool top = !anonymous.empty() && anonymous.back() && parentheses == 0;
    if (text == "(" || text == "[") ++parentheses;
    if (text == ")" || text == "]") --parentheses;
    if (text == "{") {
      anonymous.push_back(i > 0 && tokens[i - 1].text == "namespace");
      bases = false;
      continue;
    }
    if (text == "}") {
      if (!anonymous.empty()) anonymous.pop_back();
      continue;
    }
    if (!top) continue;
    if (text == "=") initializer = true;
    if (text == ";") initializer = false;
    if (tokens[i].kind != TokenKind::kIdentifier || initializer || bases ||
        i + 1 == tokens.size() || IsKeyword(text) ||
        IsMemberOrQualified(tokens, i)) {
      continue;
    }
    const std::string_view next = tokens[i + 1].text;
    const bool type_name = i > 0 && (tokens[i - 1].text == "struct" ||
                                     tokens[i - 1].text == "class" ||
                                     tokens[i - 1].text == "enum");
    if (next == "(" || next == "=" || next == "{" || next == ";" ||
        next == "[" || (type_name && next == ":")) {
      names.emplace(text);
      bases = type_name && next == ":";
    }
  }
  return names;
}

std::string RenameIdentifiers(
    std::string_view source,
    const std::map<std::string, std::string>& renames) {
  std::string out;
  std::size_t copied = 0;
  const std::vector<Token> tokens = Tokenize(source);
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (tokens[i].kind != TokenKind::kIdentifier ||
        IsMemberOrQualified(tokens, i)) {
      continue;
    }
    const auto it = renames.find(std::string(tokens[i].text));
    if (it == renames.end()) continue;
    out.append(source.substr(copied, tokens[i].offset - copied));
    out.append(it->second);
    copied = tokens[i].offset + tokens[i].text.size();
  }
  out.append(source.substr(copied));
  return out;
}

}  // namespace gauntlet::bundle
