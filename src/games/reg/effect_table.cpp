#include "games/reg/effect_table.h"

#include "core/errors.h"
#include "games/reg/toml_read.h"

namespace bivouac::reg {

namespace {

constexpr std::array<std::string_view, kFaceCount> kFaceKeys = {"skull", "sword", "s", "blank"};
int as_int(std::int64_t v) { return static_cast<int>(v); }

GeneralFate parse_fate(const std::string& s, const std::string& where, std::string_view key) {
  if (s == "killed") return GeneralFate::kKilled;
  if (s == "wounded") return GeneralFate::kWounded;
  if (s == "stunned") return GeneralFate::kStunned;
  if (s == "unharmed") return GeneralFate::kUnharmed;
  toml_in::fail(where, key, "killed, wounded, stunned or unharmed");
}

}  // namespace

EffectTable EffectTable::load(std::string_view text, const std::string& file) {
  const toml::table doc = toml_in::parse(text, file);
  EffectTable t;
  t.wounds_per_base = as_int(toml_in::integer(doc, "wounds_per_base", file));
  t.wounds_per_base_line = as_int(toml_in::integer(doc, "wounds_per_base_line", file));
  t.break_line = as_int(toml_in::integer(doc, "break_line", file));
  if (t.wounds_per_base < 1) toml_in::fail(file, "wounds_per_base", "at least 1");
  const auto& combat = toml_in::table(doc, "combat", file);
  const auto& shooting = toml_in::table(doc, "shooting", file);
  const auto& kab = toml_in::table(doc, "kab_unit", file);
  const auto& general = toml_in::table(doc, "kab_general", file);
  t.combat_line = as_int(toml_in::integer(combat, "line", file));
  t.kab_general_line = as_int(toml_in::integer(general, "line", file));
  for (std::size_t i = 0; i < kFaceCount; ++i) {
    const std::string key(kFaceKeys[i]);
    const auto& c = toml_in::table(combat, key, file + " [combat]");
    t.combat[i] = {as_int(toml_in::integer(c, "wounds", file)),
                   toml_in::boolean_or(c, "effect", false, file),
                   as_int(toml_in::integer(c, "line", file))};
    const auto& s = toml_in::table(shooting, key, file + " [shooting]");
    t.shooting[i] = {as_int(toml_in::integer(s, "wounds", file)),
                     as_int(toml_in::integer(s, "drive_back", file)),
                     as_int(toml_in::integer(s, "line", file))};
    const auto& k = toml_in::table(kab, key, file + " [kab_unit]");
    t.kab_unit[i] = {as_int(toml_in::integer(k, "wounds", file)),
                     as_int(toml_in::integer(k, "bases", file)),
                     as_int(toml_in::integer(k, "drive_back", file)),
                     as_int(toml_in::integer(k, "line", file))};
    t.kab_general[i] =
        parse_fate(toml_in::string(general, key, file + " [kab_general]"), file, key);
  }
  return t;
}

std::string_view fate_name(GeneralFate f) {
  switch (f) {
    case GeneralFate::kKilled: return "killed";
    case GeneralFate::kWounded: return "wounded";
    case GeneralFate::kStunned: return "stunned";
    case GeneralFate::kUnharmed: return "unharmed";
  }
  return "?";
}

}  // namespace bivouac::reg
