#include "games/reg/play_action.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/errors.h"
#include "games/reg/action_cost.h"
#include "games/reg/refusal.h"
#include "games/reg/text.h"

namespace bivouac::reg {

namespace {

const CommanderRow* cross_command_row(const GeneralTable& t) {
  for (const auto& c : t.commanders) {
    if (c.applies_cards_to == "any_in_range") return &c;
  }
  return nullptr;
}

// Lines 71-74: who may play cards on another command's troops, at what range and extra cost.
void price_other_command(const GeneralTable& t, const General& g, const General& owner,
                         const UnitGroup& u, std::optional<int> distance, CostResult& r) {
  const CommanderRow* row = g.commander.empty() ? nullptr : t.find_commander(g.commander);
  if (!row) {
    const CommanderRow* any = cross_command_row(t);
    throw RuleRefusal(fmt::format("{} is not the army commander: only a {} army commander plays "
                                  "cards on another command's troops, and {} is in {}'s command",
                                  g.name, any ? any->type + " " + any->mode : std::string("?"),
                                  u.name, owner.name),
                      any ? any->line : 0);
  }
  if (row->applies_cards_to != "any_in_range") {
    throw RuleRefusal(fmt::format("a {} army commander applies cards only to troops of his own "
                                  "command; {} is in {}'s command",
                                  row->type, u.name, owner.name),
                      row->line);
  }
  if (owner.allied) {
    throw RuleRefusal(fmt::format("{} is in the allied command of {}; the army commander plays "
                                  "cards only on non-allied troops",
                                  u.name, owner.name),
                      row->line);
  }
  if (!distance) {
    throw FormatError(
        fmt::format("distance: missing; expected the BW from {} to {} (command "
                    "range {} BW)",
                    g.name, u.name, row->range));
  }
  if (*distance > row->range) {
    throw RuleRefusal(fmt::format("{} is {} BW from {}, beyond the {} BW command range", u.name,
                                  *distance, g.name, row->range),
                      row->line);
  }
  r.extra_coloured_cards += row->other_command_extra;
  r.steps.push_back(
      {fmt::format("{} plays on {}'s troops ({} BW, range {}): +{} coloured card", g.name,
                   owner.name, *distance, row->range, row->other_command_extra),
       row->line});
}

// C5 and M15 are tied by their notes to a step or a phase (lines 146, 162).
void require_step(const Tables& t, const PromptedAction& a, const std::string& step) {
  if (a.allowed_at(step)) return;
  const TurnStep* now = t.turn.find(step);
  const TurnStep* first = t.turn.find(a.only_at.front());
  const std::string when =
      a.only_at.size() == 1
          ? "at step " + a.only_at.front()
          : fmt::format("in the {} phase (steps {})", first ? t.turn.phase(first->phase).name : "?",
                        join(a.only_at, ", "));
  throw RuleRefusal(fmt::format("{} is played only {}; this is step {}{}", a.id, when, step,
                                now ? " (" + t.turn.phase(now->phase).name + " phase)" : ""),
                    a.line);
}

// The cards must pay exactly: `count` cards of the needed colour or better, then the extra
// coloured cards (any but Black).
void check_payment(const CostResult& r, int count, std::vector<Colour> cards) {
  const int main = r.card ? count : 0;
  const int needed = main + r.extra_coloured_cards;
  if (static_cast<int>(cards.size()) != needed) {
    throw RuleRefusal(
        fmt::format("{} takes {} card(s) here ({}{}{} extra coloured), {} played", r.action, needed,
                    main, r.card ? " " + std::string(colour_name(*r.card)) + "+" : "",
                    fmt::format(", {}", r.extra_coloured_cards), cards.size()),
        r.line);
  }
  std::sort(cards.begin(), cards.end(), [](Colour a, Colour b) { return rank(a) > rank(b); });
  for (int i = 0; i < main; ++i) {
    if (rank(cards[static_cast<std::size_t>(i)]) < rank(*r.card)) {
      throw RuleRefusal(fmt::format("{} needs {} {} card(s) or better; {} played", r.action, main,
                                    colour_name(*r.card), cards_text(cards)),
                        r.line);
    }
  }
  for (std::size_t i = static_cast<std::size_t>(main); i < cards.size(); ++i) {
    if (cards[i] == Colour::kBlack) {
      throw RuleRefusal("an extra card must be coloured: Black pays for nothing", 0);
    }
  }
}

}  // namespace

std::vector<std::string> play_action(CommandState& s, const Tables& t, const PlayQuery& q) {
  General& g = s.general(q.general);
  const PromptedAction* a = t.actions.find(q.action);
  if (!a) {
    throw FormatError(fmt::format("action: expected one of {}, got \"{}\"",
                                  join(t.actions.ids(), ", "), q.action));
  }
  require_step(t, *a, q.step);
  CostQuery cq;
  cq.action = a->id;
  cq.variant = q.variant;
  cq.upgrade = q.upgrade;
  cq.interpenetrate = q.interpenetrate;
  cq.out_of_command = q.out_of_command;
  if (q.upgrade && g.upgraded) {
    throw RuleRefusal(fmt::format("{} has already upgraded a card this phase", g.name),
                      t.actions.upgrade_once_line);
  }
  if (a->kind == ActionKind::kGeneral && (!q.unit.empty() || !q.block.empty())) {
    throw FormatError(fmt::format("unit: {} is the general's own move; it takes no unit", a->id));
  }
  if (a->kind == ActionKind::kUnit && q.unit.empty()) {
    (void)s.unit("");  // names the unit groups there are
  }
  std::vector<Step> before;
  const UnitGroup* u = q.unit.empty() ? nullptr : &s.unit(q.unit);
  const General* owner = u ? &s.general(u->command) : nullptr;
  if (u) {
    cq.formation = u->sug ? Formation::kSkirmish : u->formation;
    cq.keil = u->keil;
    cq.tribal_troops = u->formation == Formation::kTribal;
    before.push_back(
        {fmt::format("{}: {} {} {}{} of {}'s command", u->name, u->sug ? "SuG" : "TuG",
                     formation_name(u->formation), u->troop, u->keil ? " (Keil)" : "", owner->name),
         t.actions.formations_line});
    if (owner->front_rank && !iequals(owner->with, u->name)) {
      cq.out_of_command = true;
      before.push_back(
          {fmt::format("{} fights in the front rank{}: {} counts as out of command", owner->name,
                       owner->with.empty() ? "" : " with " + owner->with, u->name),
           t.generals.front_rank_out_of_command_line});
    }
    if (owner->dead) {
      cq.out_of_command = true;
      before.push_back(
          {fmt::format("{} is killed and not yet replaced: his troops are out of command",
                       owner->name),
           t.actions.out_of_command_line});
    }
    if (!q.block.empty()) {
      int tugs = u->skirmishing() ? 0 : 1;
      int skirmishing = u->skirmishing() ? 1 : 0;
      std::vector<std::string> seen = {u->name};
      for (const auto& name : q.block) {
        const UnitGroup& m = s.unit(name);
        if (std::any_of(seen.begin(), seen.end(),
                        [&](const std::string& x) { return iequals(x, m.name); })) {
          throw FormatError(fmt::format("block: {} is named twice", m.name));
        }
        seen.push_back(m.name);
        if (m.command != u->command) {
          throw RuleRefusal(
              fmt::format("block: {} is in {}'s command, not {}'s", m.name, m.command, u->command),
              t.actions.block_line);
        }
        (m.skirmishing() ? skirmishing : tugs) += 1;
      }
      if (skirmishing > tugs) {
        throw RuleRefusal(fmt::format("block: each non-Skirmishing UG takes along at most one "
                                      "contiguous Skirmishing UG; {} skirmishing, {} not",
                                      skirmishing, tugs),
                          t.actions.block_pull_line);
      }
      if (skirmishing > 0) {
        before.push_back(
            {fmt::format("{} skirmishing UG(s) pulled or pushed along, no extra card", skirmishing),
             t.actions.block_pull_line});
      }
      cq.block = std::max(tugs, 1);
      cq.general = owner->level;
    }
  }
  CostResult r = action_cost(t.actions, t.generals, cq);
  if (!r.allowed) {
    throw RuleRefusal(fmt::format("{}: {}", a->id, r.refusal), r.steps.back().line);
  }
  r.steps.insert(r.steps.begin(), before.begin(), before.end());
  if (u && owner != &g) price_other_command(t.generals, g, *owner, *u, q.distance, r);
  if (q.count > r.max_cards) {
    throw RuleRefusal(fmt::format("{}: at most {} card{} may be played for it", a->id, r.max_cards,
                                  r.max_cards == 1 ? "" : "s"),
                      a->line);
  }
  std::vector<std::string> log = {describe(r)};
  if (q.count > 1) log.push_back(fmt::format("  {} cards, each paying the cost", q.count));
  if (q.price_only) return log;
  check_payment(r, q.count, q.cards);
  if (a->kind == ActionKind::kGeneral) log.push_back(s.move_general(*a, g.name));
  if (!q.cards.empty()) log.push_back(s.play(g.name, q.cards));
  if (q.upgrade && r.card) log.push_back(s.upgrade(t.actions, g.name));
  return log;
}

}  // namespace bivouac::reg
