#include "core/how_to_play.h"

#include <fmt/format.h>
#include <toml++/toml.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <regex>

#include "core/errors.h"
#include "core/resources.h"

namespace bivouac {

namespace {

// "L50", "L50-54", "L1 ATTACK PHASE" (Volley prints its whole text on line 1, so its references
// add the heading of the part they mean).
const std::regex& reference_pattern() {
  static const std::regex re(
      R"(L([1-9][0-9]{0,4})(?:-([1-9][0-9]{0,4}))?(?: ([A-Z][A-Z ,]*[A-Z]))?)");
  return re;
}

std::string required_string(const toml::table& t, const char* key, const std::string& where) {
  const auto v = t[key].value<std::string>();
  if (!v || v->empty()) {
    throw FormatError(fmt::format("{} needs a non-empty string field \"{}\"", where, key));
  }
  return *v;
}

const toml::array& required_array(const toml::table& t, const char* key, const std::string& where) {
  const toml::array* a = t[key].as_array();
  if (!a || a->empty()) {
    throw FormatError(fmt::format("{} needs a non-empty array \"{}\"", where, key));
  }
  return *a;
}

bool is_section_id(std::string_view id) {
  return !id.empty() && std::all_of(id.begin(), id.end(),
                                    [](char c) { return (c >= 'a' && c <= 'z') || c == '-'; });
}

HowToPlayParagraph parse_paragraph(const toml::node& node, int printed_lines,
                                   const std::string& where) {
  const toml::table* t = node.as_table();
  if (!t) throw FormatError(where + " is not a table");
  HowToPlayParagraph p{required_string(*t, "text", where), {}};
  const toml::array& lines = required_array(*t, "lines", where);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const auto ref = lines[i].value<std::string>();
    if (!ref || !is_rule_line_reference(*ref)) {
      throw FormatError(fmt::format(
          "{}: lines[{}] is not a rule line reference; expected \"L50\", \"L50-54\" or \"L1 "
          "ATTACK PHASE\"",
          where, i));
    }
    if (rule_line_span(*ref).last > printed_lines) {
      throw FormatError(fmt::format("{}: lines[{}] \"{}\" points past the printed text's {} lines",
                                    where, i, *ref, printed_lines));
    }
    p.lines.push_back(*ref);
  }
  return p;
}

struct Registered {
  std::string id;
  std::string path;
};

// Filled by static registrars before main; read once by pages().
std::vector<Registered>& registered() {
  static std::vector<Registered> r;
  return r;
}

const std::map<std::string, HowToPlay, std::less<>>& pages() {
  static const std::map<std::string, HowToPlay, std::less<>> all = [] {
    std::map<std::string, HowToPlay, std::less<>> out;
    for (const auto& r : registered()) {
      const auto text = resource(r.path);
      if (!text) throw FormatError(fmt::format("{}: not embedded in this build", r.path));
      out.emplace(r.id, HowToPlay::parse(*text, r.path, r.id));
    }
    return out;
  }();
  return all;
}

}  // namespace

bool is_rule_line_reference(std::string_view ref) {
  std::match_results<std::string_view::const_iterator> m;
  if (!std::regex_match(ref.begin(), ref.end(), m, reference_pattern())) return false;
  return !m[2].matched || std::stoi(m[1].str()) <= std::stoi(m[2].str());
}

RuleLineSpan rule_line_span(std::string_view ref) {
  std::match_results<std::string_view::const_iterator> m;
  if (!std::regex_match(ref.begin(), ref.end(), m, reference_pattern())) {
    throw FormatError(fmt::format("\"{}\" is not a rule line reference", ref));
  }
  const int first = std::stoi(m[1].str());
  return RuleLineSpan{first, m[2].matched ? std::stoi(m[2].str()) : first,
                      m[3].matched ? m[3].str() : std::string()};
}

HowToPlay HowToPlay::parse(std::string_view toml_text, std::string_view source,
                           std::string_view game_id) {
  toml::table doc;
  try {
    doc = toml::parse(toml_text, source);
  } catch (const toml::parse_error& e) {
    throw FormatError(fmt::format("{}: {}", source, e.description()));
  }
  HowToPlay out{std::string(game_id), 0, {}};
  const auto printed_lines = doc["printed_lines"].value<std::int64_t>();
  if (!printed_lines || *printed_lines < 1 || *printed_lines > 100000) {
    throw FormatError(fmt::format(
        "{}: needs \"printed_lines\", the number of lines of the printed rules (1 to 100000)",
        source));
  }
  out.printed_lines = static_cast<int>(*printed_lines);
  const toml::array& sections = required_array(doc, "section", std::string(source));
  for (std::size_t i = 0; i < sections.size(); ++i) {
    const std::string where = fmt::format("{}: section[{}]", source, i);
    const toml::table* t = sections[i].as_table();
    if (!t) throw FormatError(where + " is not a table");
    HowToPlaySection s{required_string(*t, "id", where), required_string(*t, "heading", where), {}};
    if (!is_section_id(s.id)) {
      throw FormatError(
          fmt::format("{}: id \"{}\" should be lower-case letters and '-'", where, s.id));
    }
    for (const auto& other : out.sections) {
      if (other.id == s.id)
        throw FormatError(fmt::format("{}: id \"{}\" appears twice", where, s.id));
    }
    const toml::array& paragraphs = required_array(*t, "paragraph", where);
    for (std::size_t j = 0; j < paragraphs.size(); ++j) {
      s.paragraphs.push_back(
          parse_paragraph(paragraphs[j], out.printed_lines,
                          fmt::format("{} (\"{}\") paragraph[{}]", where, s.id, j)));
    }
    out.sections.push_back(std::move(s));
  }
  return out;
}

HowToPlayRegistrar::HowToPlayRegistrar(std::string_view game_id, std::string_view resource_path) {
  registered().push_back(Registered{std::string(game_id), std::string(resource_path)});
}

std::vector<std::string> how_to_play_games() {
  std::vector<std::string> ids;
  for (const auto& [id, page] : pages()) ids.push_back(id);
  return ids;
}

const HowToPlay& how_to_play(std::string_view game_id) {
  const auto& all = pages();
  const auto it = all.find(game_id);
  if (it != all.end()) return it->second;
  std::string known;
  for (const auto& [id, page] : all) known += (known.empty() ? "" : ", ") + id;
  throw SpecError(
      fmt::format("there is no how-to-play page for \"{}\"; games with one: {}", game_id, known));
}

}  // namespace bivouac
