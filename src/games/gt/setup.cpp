// Options, the card table, and the opening deal (L47-52, L209-217).
#include <fmt/format.h>

#include <map>
#include <mutex>

#include "core/errors.h"
#include "core/resources.h"
#include "games/gt/internal.h"

namespace bivouac::gt {

namespace {

using detail::idx;

constexpr std::array<std::uint8_t, 5> kClasses = {kLineInfantry, kLightInfantry, kLightCavalry,
                                                  kHeavyCavalry, kArtillery};

Rules read_rules(const Options& o) {
  Rules r;
  r.players = o.get_int("players");
  r.quick_start = o.get_bool("quick_start");
  r.balanced_forces = o.get_bool("balanced_forces");
  r.retire_at_two = o.get_bool("retire_at_two");
  r.events_in_any_window = o.get("event_timing") == "own_turn";
  r.rout_in_melee = o.get_bool("rout_in_melee");
  r.hussars_have_guns = o.get_bool("hussars_have_guns");
  r.dragoons_take_terrain = o.get_bool("dragoons_take_terrain");
  r.barrage_defense_army = o.get("barrage_defense") == "army";
  r.turn_limit = o.get_int("turn_limit");
  return r;
}

int copies(const Rules& r, int printed) {
  return r.quick_start ? 1 : printed;
}

// Loading a saved position creates its game again; parsing the TOML each time would dominate,
// so parsed tables are kept by file contents.
CardTable load_cards(const std::string& file) {
  static std::mutex mutex;
  static std::map<std::string, CardTable, std::less<>> cache;
  std::string text = load_text("src/games/gt/cards.toml", file);
  const std::lock_guard lock(mutex);
  auto it = cache.find(text);
  if (it == cache.end()) {
    CardTable table = parse_cards(text, file.empty() ? "src/games/gt/cards.toml" : file);
    it = cache.emplace(std::move(text), std::move(table)).first;
  }
  return it->second;
}

}  // namespace

GtGame::GtGame(const GameInfo& info, const Options& options)
    : Game(info, options), rules_(read_rules(options)) {
  cards_ = load_cards(options.get("cards"));
  for (std::size_t t = 0; t < cards_.units.size(); ++t) {
    const UnitType& u = cards_.units[t];
    std::uint8_t g = u.troop_class | u.extra;
    if ((g & kCavalry) && (u.guns || (u.pistols && rules_.hussars_have_guns)))
      g |= kCavalryWithGuns;
    groups_[t] = g;
  }
  reserve_card_ = static_cast<std::uint8_t>(cards_.first_with_effect(Effect::kReserve));
  // The deal must be possible with these options.
  int army = 0;
  int battle = 0;
  std::array<int, 5> per_class{};
  for (const auto& u : cards_.units) {
    army += copies(rules_, u.copies);
    for (std::size_t k = 0; k < kClasses.size(); ++k) {
      if (u.troop_class == kClasses[k]) per_class[k] += copies(rules_, u.copies);
    }
  }
  int leaders = 0;
  for (const auto& b : cards_.battle) {
    battle += copies(rules_, b.copies);
    if (b.kind == CardKind::kLeader) leaders += copies(rules_, b.copies);
  }
  if (leaders > 32) throw SpecError("gt: at most 32 Leader cards are supported");
  if (army < 5 * rules_.players) {
    throw SpecError(fmt::format("gt: {} players need {} unit cards but the Army deck has {}{}",
                                rules_.players, 5 * rules_.players, army,
                                rules_.quick_start ? " with quick_start" : ""));
  }
  if (battle < 5 * rules_.players) {
    throw SpecError(fmt::format("gt: {} players need {} Battle cards but the deck has {}",
                                rules_.players, 5 * rules_.players, battle));
  }
  if (rules_.balanced_forces) {
    for (std::size_t k = 0; k < kClasses.size(); ++k) {
      if (per_class[k] < rules_.players) {
        throw SpecError(fmt::format(
            "gt: balanced_forces needs one {} per player but the Army deck has {}{}",
            group_name(kClasses[k]), per_class[k], rules_.quick_start ? " with quick_start" : ""));
      }
    }
  }
}

std::unique_ptr<GtState> GtGame::empty_state(std::uint64_t seed) const {
  auto s = std::make_unique<GtState>();
  s->chance = Chance(seed);
  s->label_key = label_key_for(seed);
  for (std::size_t t = 0; t < cards_.units.size(); ++t) {
    for (int k = 0; k < copies(rules_, cards_.units[t].copies); ++k) {
      s->army.push_back(static_cast<CardId>(t));
    }
  }
  for (std::size_t t = 0; t < cards_.battle.size(); ++t) {
    for (int k = 0; k < copies(rules_, cards_.battle[t].copies); ++k) {
      s->deck.push_back(static_cast<CardId>(t));
    }
  }
  for (int p = rules_.players; p < kMaxSeats; ++p) s->seat[idx(p)] = Seat::kDestroyed;
  return s;
}

std::unique_ptr<State> GtGame::new_initial_state(std::uint64_t seed) const {
  return new_game(seed, nullptr, {});
}

std::unique_ptr<State> GtGame::new_game(std::uint64_t seed, EventLog* log,
                                        const std::vector<ForcedDraws>& draws) const {
  auto s = empty_state(seed);
  Rng& rng = s->chance.rng;
  rng.shuffle(s->army.begin(), s->army.end());
  rng.shuffle(s->deck.begin(), s->deck.end());
  force_opening_draws(*s, draws);
  for (int p = 0; p < rules_.players; ++p) {
    auto& units = s->units[idx(p)];
    if (rules_.balanced_forces) {
      // One random unit of each of the five classes (L211-217).
      for (std::uint8_t cls : kClasses) {
        StaticVector<std::uint8_t, kMaxUnitsInDeck> pick;
        for (std::size_t i = 0; i < s->army.size(); ++i) {
          if (cards_.units[s->army[i]].troop_class == cls)
            pick.push_back(static_cast<std::uint8_t>(i));
        }
        const std::size_t i = pick[rng.below(static_cast<std::uint32_t>(pick.size()))];
        units.push_back(
            Unit{s->army[i], 0, kNone, kNone, s->next_unit_id++, ++s->units_entered[idx(p)], 0, 0});
        s->army.erase_at(i);
      }
    } else {
      for (int k = 0; k < 5; ++k) {
        units.push_back(Unit{s->army.pop_back(), 0, kNone, kNone, s->next_unit_id++,
                             ++s->units_entered[idx(p)], 0, 0});
      }
    }
  }
  for (int p = 0; p < rules_.players; ++p) {
    for (int k = 0; k < 5; ++k) {
      const CardId c = s->deck.pop_back();
      detail::add_to_hand(*s, p, c, next_label(*s));
    }
  }
  if (log) narrate_deal(*s, *log);
  const int first = first_player(*s);
  if (log) narrate_first_player(*s, first, *log);
  const int side = side_of(first);
  s->rotation[idx(side)] =
      static_cast<std::uint8_t>((first / 2 + 1) % ((rules_.players - side + 1) / 2));
  begin_turn(*s, first, log);
  settle(*s, log);
  return s;
}

void GtGame::narrate_deal(const GtState& s, EventLog& log) const {
  for (int p = 0; p < rules_.players; ++p) {
    std::string units;
    nlohmann::json unit_names = nlohmann::json::array();
    nlohmann::json ids = nlohmann::json::array();
    for (const Unit& u : s.units[idx(p)]) {
      units += (units.empty() ? "" : ", ") + cards_.units[u.type].name;
      unit_names.push_back(cards_.units[u.type].name);
      ids.push_back(u.id);
    }
    log.emit("setup", p, fmt::format("{} deploys {} (L47-48).", player_name(p), units),
             {{"units", unit_names}, {"ids", ids}});
    std::string hand;
    nlohmann::json hand_names = nlohmann::json::array();
    for (CardId c : s.hand[idx(p)]) {
      hand += (hand.empty() ? "" : ", ") + card(c).name;
      hand_names.push_back(card(c).name);
    }
    nlohmann::json hand_ids = nlohmann::json::array();
    for (CardLabel id : s.hand_ids[idx(p)]) hand_ids.push_back(id);
    log.emit("draw", p, fmt::format("{} is dealt {}.", player_name(p), hand),
             {{"cards", hand_names}, {"ids", hand_ids}}, only(p));
    log.emit("draw", p,
             fmt::format("{} is dealt {} Battle cards.", player_name(p), s.hand[idx(p)].size()),
             {{"count", s.hand[idx(p)].size()}}, kEveryone & ~only(p));
  }
}

void GtGame::narrate_first_player(const GtState& s, int first, EventLog& log) const {
  // Why: most Light Infantry, then most Cavalry, then a die among those still tied (L49-51).
  int li = 0, cav = 0, tied_li = 0, tied_both = 0;
  const auto counts = [&](int p, int& l, int& c) {
    l = c = 0;
    for (const Unit& u : s.units[idx(p)]) {
      l += (groups_[u.type] & kLightInfantry) ? 1 : 0;
      c += (groups_[u.type] & kCavalry) ? 1 : 0;
    }
  };
  counts(first, li, cav);
  int die = 0;  // the face that picked `first` among the tied, in seat order
  for (int p = 0; p < rules_.players; ++p) {
    int l = 0, c = 0;
    counts(p, l, c);
    tied_li += l == li ? 1 : 0;
    tied_both += (l == li && c == cav) ? 1 : 0;
    if (p == first) die = tied_both;
  }
  if (tied_both > 1) {
    log.roll(RollReport{fmt::format("die among the {} tied players for the first turn", tied_both),
                        -1,
                        {die},
                        {},
                        die,
                        player_name(first) + " goes first"});
  }
  const std::string why =
      tied_li == 1 ? fmt::format("the most Light Infantry ({})", li)
      : tied_both == 1
          ? fmt::format("tied on Light Infantry ({}), the most Cavalry ({})", li, cav)
          : fmt::format("tied on Light Infantry ({}) and Cavalry ({}), a die roll", li, cav);
  log.emit("setup", first, fmt::format("{} goes first: {} (L49-51).", player_name(first), why),
           {{"first_player", first},
            {"why", tied_li == 1     ? "light_infantry"
                    : tied_both == 1 ? "cavalry"
                                     : "die"}});
}

int GtGame::first_player(GtState& s) const {
  // First player: most Light Infantry, then most Cavalry, then a coin (L49-51).
  StaticVector<std::uint8_t, kMaxSeats> tied;
  int best_li = -1;
  int best_cav = -1;
  for (int p = 0; p < rules_.players; ++p) {
    int li = 0;
    int cav = 0;
    for (const Unit& u : s.units[idx(p)]) {
      li += (groups_[u.type] & kLightInfantry) ? 1 : 0;
      cav += (groups_[u.type] & kCavalry) ? 1 : 0;
    }
    if (li > best_li || (li == best_li && cav > best_cav)) {
      tied.clear();
      best_li = li;
      best_cav = cav;
    }
    if (li == best_li && cav == best_cav) tied.push_back(static_cast<std::uint8_t>(p));
  }
  return tied.size() == 1 ? tied[0] : tied[idx(s.chance.roll(static_cast<int>(tied.size())) - 1)];
}

int GtGame::current_player(const State& state) const {
  const auto& s = as<GtState>(state);
  return s.step == Step::kGameOver ? kNoPlayer : s.decider;
}

bool GtGame::is_terminal(const State& s) const {
  return as<GtState>(s).step == Step::kGameOver;
}

int GtGame::winning_side(const State& s) const {
  return as<GtState>(s).winner;
}

double GtGame::returns(const State& state, int player) const {
  const auto& s = as<GtState>(state);
  if (s.step != Step::kGameOver || s.winner < 0) return 0.0;
  return side_of(player) == s.winner ? 1.0 : -1.0;
}

int GtGame::turn_number(const State& s) const {
  return as<GtState>(s).turn;
}

std::string GtGame::end_reason(const State& state) const {
  switch (as<GtState>(state).end_reason) {
    case EndReason::kDestroyed:
      return "destroyed";
    case EndReason::kTurnLimit:
      return "turn limit";
    case EndReason::kStalemate:
      return "stalemate";
    case EndReason::kNone:
      return {};
  }
  return {};
}

std::vector<std::string> GtGame::hand_card_names(const State& s, int player) const {
  std::vector<std::string> names;
  for (CardId c : as<GtState>(s).hand[idx(player)]) names.push_back(card(c).name);
  return names;
}

}  // namespace bivouac::gt
