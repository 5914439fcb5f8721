#include "fixture.h"

#include "core/match.h"

namespace bivouac::raf::test {

Fixture::Fixture(const std::string& spec)
    : game_ptr(make_game(spec)), g(dynamic_cast<const RafGame&>(*game_ptr)) {
  auto init = g.new_initial_state(1);
  s = as<RafState>(*init);
  // Skip setup: everything in the reserves, 6 commanders in play, turn 5 with player 0 to attack.
  for (int q = 0; q < 2; ++q) {
    while (!s.setup_pool[q].empty()) s.reserve[q].push_back(s.setup_pool[q].pop_back());
    for (int i = 0; i < kCommandersUsed; ++i) s.reserve[q].push_back(s.set_aside[q].pop_back());
  }
  s.turn = 5;
  s.active = 0;
  s.first_player = 0;
  s.step = Step::kAttack;
  s.attacks_left = 3;
  s.moves_left = 1;
}

CardId Fixture::put(int q, int col, Troop t, std::uint8_t flags) {
  auto& r = s.reserve[q];
  for (std::size_t i = 0; i < r.size(); ++i) {
    if (is_battalion(r[i]) && g.troop(s, r[i]) == t) {
      const CardId c = r[i];
      r.erase_at(i);
      s.stacks[q][col].push_back(Slot{c, flags});
      return c;
    }
  }
  ADD_FAILURE() << "no such battalion in the reserve";
  return kNoCard;
}

CardId Fixture::give(int q, Tactic t) {
  auto& d = s.tactics_deck;
  for (std::size_t i = 0; i < d.size(); ++i) {
    if (g.tactic(d[i]) == t) {
      const CardId c = d[i];
      d.erase_at(i);
      s.hand_tactics[q].push_back(Slot{c, 0});
      return c;
    }
  }
  ADD_FAILURE() << "no such tactic in the deck";
  return kNoCard;
}

CardId Fixture::hand(int q, Troop t) {
  auto& r = s.reserve[q];
  for (std::size_t i = 0; i < r.size(); ++i) {
    if (is_battalion(r[i]) && g.troop(s, r[i]) == t) {
      const CardId c = r[i];
      r.erase_at(i);
      s.hand_army[q].push_back(Slot{c, 0});
      return c;
    }
  }
  ADD_FAILURE() << "no such battalion in the reserve";
  return kNoCard;
}

CardId Fixture::commander_to_hand(int q, int rating) {
  auto& r = s.reserve[q];
  for (std::size_t i = 0; i < r.size(); ++i) {
    if (is_commander(r[i]) && g.rating(s, r[i]) == rating) {
      const CardId c = r[i];
      r.erase_at(i);
      s.hand_army[q].push_back(Slot{c, 0});
      return c;
    }
  }
  auto& a = s.set_aside[q];
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (g.rating(s, a[i]) == rating) {
      const CardId c = a[i];
      a.erase_at(i);
      for (std::size_t k = 0; k < r.size(); ++k) {  // keep five commanders set aside
        if (is_commander(r[k])) {
          a.push_back(r[k]);
          r.erase_at(k);
          break;
        }
      }
      s.hand_army[q].push_back(Slot{c, 0});
      return c;
    }
  }
  ADD_FAILURE() << "no commander with that rating";
  return kNoCard;
}

CardId Fixture::general(int q, int col, int rating, int left) {
  const CardId c = commander_to_hand(q, rating);
  s.hand_army[q].pop_back();
  s.generals[q][col] = General{c, static_cast<std::uint8_t>(left), 0};
  return c;
}

void Fixture::terrain(int q, int col, Tactic t) {
  auto& d = s.tactics_deck;
  for (std::size_t i = 0; i < d.size(); ++i) {
    if (g.tactic(d[i]) == t) {
      s.terrain[q][col].push_back(d[i]);
      d.erase_at(i);
      return;
    }
  }
  ADD_FAILURE() << "no such terrain card left";
}

void Fixture::dice(std::initializer_list<int> values) {
  for (int v : values) s.chance.force(v);
}

void Fixture::play(const std::string& text) {
  play(parse_action(g, s, text));
}

void Fixture::play(Action a) {
  g.apply_action(s, a, &log);
  if (!manual_support) answer_support();
}

void Fixture::answer_support() {
  while (s.step == Step::kAttackSupport || s.step == Step::kDefendSupport) {
    const bool att = s.step == Step::kAttackSupport;
    const int pos = att ? s.combat.att_pos : s.combat.def_pos;
    const auto& st =
        s.stacks[att ? s.active : 1 - s.active][att ? s.combat.att_stack : s.combat.def_stack];
    ActionList legal;
    g.legal_actions(s, legal);
    Action pick = make_action(kActDone);
    if (pos > 0 && !(st[static_cast<std::size_t>(pos - 1)].flags & kShaken)) {
      // Identical battalions are offered once; any copy of the one below will do.
      const Slot& below = st[static_cast<std::size_t>(pos - 1)];
      for (Action a : legal) {
        if (act_type(a) != kActSupport) continue;
        const Slot& sl = st[static_cast<std::size_t>(act_a(a))];
        if (g.troop(s, sl.card) == g.troop(s, below.card) && sl.flags == below.flags) pick = a;
      }
    }
    g.apply_action(s, pick, &log);
  }
}

bool Fixture::legal(const std::string& text) const {
  ActionList legal;
  g.legal_actions(s, legal);
  for (Action a : legal) {
    if (g.action_to_string(s, a) == text) return true;
  }
  return false;
}

std::string Fixture::legal_texts() const {
  std::string out;
  for (const auto& t : legal_action_texts(g, s)) out += t + "; ";
  return out;
}

bool Fixture::log_has(const std::string& fragment) const {
  for (const auto& e : log.events()) {
    if (e.text.find(fragment) != std::string::npos) return true;
  }
  return false;
}

void Fixture::fill_empty(int q) {
  for (int c = 0; c < kStacks; ++c) {
    if (!s.stacks[q][c].empty()) continue;
    for (std::size_t i = 0; i < s.reserve[q].size(); ++i) {
      if (is_battalion(s.reserve[q][i]) && g.troop(s, s.reserve[q][i]) == Troop::kLine) {
        s.stacks[q][c].push_back(Slot{s.reserve[q][i], kKnownOpp});
        s.reserve[q].erase_at(i);
        break;
      }
    }
  }
}

}  // namespace bivouac::raf::test

namespace bivouac::raf::test {

int last_total(const Fixture& f, const std::string& label) {
  const auto& ev = f.log.events();
  for (auto it = ev.rbegin(); it != ev.rend(); ++it) {
    if (it->kind == "roll" && it->data.contains("label") &&
        it->data["label"].get<std::string>().rfind(label, 0) == 0) {
      return it->data["total"].get<int>();
    }
  }
  ADD_FAILURE() << "no roll labelled " << label;
  return -99;
}

bool has_modifier(const Fixture& f, const std::string& label, const std::string& source) {
  const auto& ev = f.log.events();
  for (auto it = ev.rbegin(); it != ev.rend(); ++it) {
    if (it->kind == "roll" && it->data.contains("label") &&
        it->data["label"].get<std::string>().rfind(label, 0) == 0) {
      for (const auto& m : it->data["modifiers"]) {
        if (m["source"].get<std::string>() == source && m["value"].get<int>() != 0) return true;
      }
      return false;
    }
  }
  return false;
}

}  // namespace bivouac::raf::test
