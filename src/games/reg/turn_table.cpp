#include "games/reg/turn_table.h"

#include "core/errors.h"
#include "games/reg/toml_read.h"

namespace bivouac::reg {

TurnTable TurnTable::load(std::string_view text, const std::string& file) {
  const toml::table doc = toml_in::parse(text, file);
  TurnTable t;
  t.order_note_line = static_cast<int>(toml_in::integer(doc, "order_note_line", file));
  const auto phases = toml_in::tables(doc, "phase", file);
  for (std::size_t i = 0; i < phases.size(); ++i) {
    const std::string where = toml_in::entry(file, "phase", i);
    t.phases.push_back({static_cast<int>(toml_in::integer(*phases[i], "number", where)),
                        toml_in::string(*phases[i], "name", where),
                        static_cast<int>(toml_in::integer(*phases[i], "line", where))});
  }
  const auto steps = toml_in::tables(doc, "step", file);
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const std::string where = toml_in::entry(file, "step", i);
    TurnStep s;
    s.id = toml_in::string(*steps[i], "id", where);
    if (s.id.size() < 3 || s.id[1] != '.' || s.id[0] < '1' || s.id[0] > '6') {
      toml_in::fail(where, "id", "a step number such as \"2.5\"");
    }
    s.phase = s.id[0] - '0';
    s.line = static_cast<int>(toml_in::integer(*steps[i], "line", where));
    s.summary = toml_in::string(*steps[i], "summary", where);
    s.kab = toml_in::strings_or_empty(*steps[i], "kab", where);
    t.steps.push_back(std::move(s));
  }
  if (t.phases.size() != 6) throw FormatError(file + ": expected 6 phases");
  return t;
}

const TurnStep* TurnTable::find(std::string_view id) const {
  for (const auto& s : steps) {
    if (s.id == id) return &s;
  }
  return nullptr;
}

const TurnPhase& TurnTable::phase(int number) const {
  for (const auto& p : phases) {
    if (p.number == number) return p;
  }
  throw FormatError("turn sequence has no phase " + std::to_string(number));
}

}  // namespace bivouac::reg
