#include "games/reg/action_cost.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/errors.h"
#include "core/text_match.h"
#include "games/reg/text.h"

namespace bivouac::reg {

namespace {

CostResult refuse(CostResult r, std::string why, int line) {
  r.allowed = false;
  r.card.reset();
  r.extra_coloured_cards = 0;
  r.refusal = std::move(why);
  r.steps.push_back({r.refusal, line});
  return r;
}

const ActionVariant& pick_variant(const PromptedAction& a, const std::string& key) {
  std::vector<std::string> keys;
  for (const auto& v : a.variants) {
    if (iequals(v.key, key)) return v;
    keys.push_back(v.key);
  }
  throw FormatError(
      fmt::format("variant: {} needs one of {}, got \"{}\"", a.id, choice_list(keys), key));
}

}  // namespace

CostResult action_cost(const ActionTable& table, const GeneralTable& generals, const CostQuery& q) {
  const PromptedAction* a = table.find(q.action);
  if (!a) {
    throw FormatError(
        fmt::format("action: expected one of {}, got \"{}\"", join(table.ids(), ", "), q.action));
  }
  CostResult r;
  r.action = a->id;
  r.action_name = a->name;
  r.note = a->note;
  r.line = a->line;
  r.max_cards = a->max_cards;

  if (a->kind == ActionKind::kModifier) {
    throw FormatError(fmt::format(
        "action: {} is a surcharge, not an action: ask for the {} move with 'interpenetrate'",
        a->id, join(a->applies_to, "/")));
  }

  int colour = 0;  // numeral I=1 .. IV=4; 0 means no card
  bool unit_action = true;
  switch (a->kind) {
    case ActionKind::kUnit: {
      const auto cell = a->cost[static_cast<std::size_t>(q.formation)];
      if (!cell) {
        return refuse(r, fmt::format("{} is N/A for {} troops", a->id, formation_name(q.formation)),
                      a->line);
      }
      colour = rank(*cell);
      r.steps.push_back(
          {fmt::format("{} for {} troops: {} ({})", a->id, formation_name(q.formation),
                       numeral(*cell), colour_name(*cell)),
           a->line});
      break;
    }
    case ActionKind::kGeneral:
      unit_action = false;
      colour = a->general_cost ? rank(*a->general_cost) : 0;
      r.steps.push_back({a->general_cost
                             ? fmt::format("{}: a general's move costs {} ({})", a->id,
                                           numeral(*a->general_cost), colour_name(*a->general_cost))
                             : fmt::format("{}: any general may move, no card", a->id),
                         a->line});
      break;
    case ActionKind::kVariants: {
      const ActionVariant& v = pick_variant(*a, q.variant);
      colour = rank(v.colour);
      r.steps.push_back(
          {fmt::format("{} {}: {} ({})", a->id, v.label, numeral(v.colour), colour_name(v.colour)),
           v.line});
      break;
    }
    case ActionKind::kModifier:
      break;
  }

  if (a->tribal_forbidden && q.tribal_troops) {
    return refuse(r, fmt::format("{} is never allowed for tribal troops", a->id), a->line);
  }
  if (q.keil && !a->keil_allowed) {
    return refuse(r, fmt::format("{} is not allowed for Keils or Tercios", a->id), a->line);
  }
  if (q.keil && table.keil.applies(a->id)) {
    colour += table.keil.raises;
    r.steps.push_back(
        {fmt::format("Keil or Tercio: +{} colour", table.keil.raises), table.keil.line});
  }
  if (q.interpenetrate) {
    const PromptedAction* m16 = nullptr;
    for (const auto& other : table.actions) {
      if (other.kind == ActionKind::kModifier) m16 = &other;
    }
    if (!m16 ||
        std::find(m16->applies_to.begin(), m16->applies_to.end(), a->id) == m16->applies_to.end()) {
      return refuse(r,
                    fmt::format("interpenetration is made only as an {} move",
                                m16 ? join(m16->applies_to, "/") : std::string("M2-M6")),
                    m16 ? m16->line : a->line);
    }
    colour += m16->raises;
    r.steps.push_back(
        {fmt::format("{} interpenetration: +{} colour", m16->id, m16->raises), m16->line});
  }
  if (q.block > 1) {
    if (!unit_action) {
      return refuse(r, "only unit groups move in blocks", table.block_line);
    }
    if (a->id == "M12" || a->id == "M13") {
      return refuse(r, fmt::format("{} may not be made as a block move", a->id), a->line);
    }
    if (q.general) {
      const int size = generals.level(*q.general).block;
      if (q.block > size) {
        return refuse(r,
                      fmt::format("{} may move blocks of at most {} TuGs, not {}",
                                  text_match::with_article(level_key(*q.general)), size, q.block),
                      table.block_line);
      }
    }
    r.extra_coloured_cards += table.block_extra;
    r.steps.push_back(
        {fmt::format("block of {} TuGs: +{} coloured card", q.block, table.block_extra),
         table.block_extra_line});
  }
  const bool needs_card = colour > 0;
  if (q.upgrade && needs_card) {
    colour -= table.upgrade_colours;
    r.steps.push_back(
        {fmt::format("general's upgrade: the card counts {} colour higher", table.upgrade_colours),
         table.upgrade_line});
  }
  if (colour > rank(Colour::kRed)) {
    return refuse(r, "that would need a card above Red", a->line);
  }
  if (needs_card && colour < rank(Colour::kWhite)) {
    colour = rank(Colour::kWhite);
    r.steps.push_back({"a White card is still needed: Black cards pay for no action", 0});
  }
  if (q.out_of_command && unit_action) {
    r.extra_coloured_cards += table.out_of_command_extra;
    r.steps.push_back({fmt::format("out of command: +{} coloured card", table.out_of_command_extra),
                       table.out_of_command_rule_line});
  }
  if (needs_card) r.card = static_cast<Colour>(colour);
  if (a->move_reduction > 0) {
    r.steps.push_back({fmt::format("the move is {} BW shorter", a->move_reduction), a->line});
  }
  return r;
}

std::string describe(const CostResult& r) {
  std::string out = fmt::format("{} {}: ", r.action, r.action_name);
  if (!r.allowed) {
    out += "not allowed - " + r.refusal;
  } else if (!r.card && r.extra_coloured_cards == 0) {
    out += "no card needed";
  } else {
    if (r.card) {
      out += fmt::format("one {} card or better ({})", colour_name(*r.card), numeral(*r.card));
    }
    if (r.extra_coloured_cards > 0) {
      out += fmt::format("{}{} extra coloured card{} (any but Black)", r.card ? " plus " : "",
                         r.extra_coloured_cards, r.extra_coloured_cards > 1 ? "s" : "");
    }
  }
  for (const auto& s : r.steps) {
    out += s.line > 0 ? fmt::format("\n  {}  [sheet line {}]", s.text, s.line)
                      : fmt::format("\n  {}  [ruling]", s.text);
  }
  if (r.max_cards > 1) {
    out += fmt::format("\n  limit: up to {} cards, each paying this cost  [sheet line {}]",
                       r.max_cards, r.line);
  }
  if (!r.note.empty()) out += fmt::format("\n  note: {}  [sheet line {}]", r.note, r.line);
  return out;
}

}  // namespace bivouac::reg
