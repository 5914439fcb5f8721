// The decisions of each phase (L43-94): what may be played, and what playing it does.
#include <fmt/format.h>

#include <optional>

#include "core/errors.h"
#include "games/muskets/card_ids.h"
#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {

using nlohmann::json;

int MusketsGame::current_player(const State& state) const {
  const auto& s = as<MusketsState>(state);
  switch (s.step) {
    case Step::kGameOver:
      return kNoPlayer;
    case Step::kBatteryAnswer:
    case Step::kFlankingAnswer:
    case Step::kCasualties:
      return 1 - s.active;  // the opponent decides inside the active player's turn
    default:
      return s.active;
  }
}

void MusketsGame::legal_actions(const State& state, ActionList& out) const {
  out.clear();
  legal_for_step(as<MusketsState>(state), out);
}

void MusketsGame::legal_for_step(const MusketsState& s, ActionList& out) const {
  const auto& hand = s.hand[s.active];
  const auto& defender_hand = s.hand[static_cast<std::size_t>(1 - s.active)];
  auto holds = [&](int type) { return hand[static_cast<std::size_t>(type)] > 0; };
  switch (s.step) {
    case Step::kBattlePlan:
      out.push_back(make_action(Kind::kPass));
      if (holds(general_)) out.push_back(make_action(Kind::kBattlePlan));
      break;
    case Step::kDeploy:
      out.push_back(make_action(Kind::kDone));
      for (int t : cards_.infantry()) {
        if (holds(t)) out.push_back(make_action(Kind::kDeploy, t));
      }
      break;
    case Step::kBattery: {
      out.push_back(make_action(Kind::kPass));
      const auto& enemy = s.line[static_cast<std::size_t>(1 - s.active)];
      if (holds(cannon_)) {
        for (int t : cards_.infantry()) {
          if (enemy[static_cast<std::size_t>(t)] > 0)
            out.push_back(make_action(Kind::kCannonAt, t));
        }
      }
      break;
    }
    case Step::kBatteryAnswer:
      out.push_back(make_action(Kind::kAllow));
      if (defender_hand[static_cast<std::size_t>(aim_)] > 0)
        out.push_back(make_action(Kind::kNegate));
      break;
    case Step::kBombardment:
      out.push_back(make_action(Kind::kPass));
      if (holds(cannon_)) out.push_back(make_action(Kind::kBombard));
      break;
    case Step::kFlanking:
      out.push_back(make_action(Kind::kPass));
      if (holds(cavalry_) && count_hand(s, 1 - s.active) > 0)
        out.push_back(make_action(Kind::kFlank));
      break;
    case Step::kFlankingAnswer:
      out.push_back(make_action(Kind::kAllow));
      if (defender_hand[static_cast<std::size_t>(ready_)] > 0)
        out.push_back(make_action(Kind::kNegate));
      break;
    case Step::kFire: {
      out.push_back(make_action(Kind::kPass));
      if (count(s.line[s.active]) == 0 || attacks_barred(s)) break;
      const int order[kFireOrderCards] = {ready_, aim_, fire_};
      for (int mask = 0; mask < (1 << kFireOrderCards); ++mask) {
        const int generals = std::popcount(static_cast<unsigned>(mask));
        if (generals > (general_any_ ? kFireOrderCards : 1))
          continue;  // L76, rulings "substitutes"
        if (hand[static_cast<std::size_t>(general_)] < generals) continue;
        bool ok = true;
        for (int i = 0; i < kFireOrderCards; ++i) {
          if (!(mask & (1 << i)) && !holds(order[i])) ok = false;
        }
        if (ok) out.push_back(make_action(Kind::kFireOrder, mask));
      }
      break;
    }
    case Step::kCasualties:
      for (int t : cards_.infantry()) {
        if (may_lose(s, t)) out.push_back(make_action(Kind::kLose, t));
      }
      break;
    case Step::kCharge:
      out.push_back(make_action(Kind::kPass));
      if (holds(fire_) && count(s.line[s.active]) > 0 && !attacks_barred(s))
        out.push_back(make_action(Kind::kCharge));
      break;
    case Step::kRally:
      out.push_back(make_action(Kind::kPass));
      if (holds(general_)) out.push_back(make_action(Kind::kRally));
      break;
    case Step::kHandLimit:
      for (int t = 0; t < cards_.size(); ++t) {
        if (holds(t)) out.push_back(make_action(Kind::kDiscard, t));
      }
      break;
    case Step::kGameOver:
      break;
  }
}

void MusketsGame::apply_action(State& state, Action a, EventLog* log) const {
  auto& s = as<MusketsState>(state);
  if (s.step == Step::kGameOver) throw ActionError("the game is over");
  apply_step(s, a, log);
  advance(s, log);
}

void MusketsGame::apply_step(MusketsState& s, Action a, EventLog* log) const {
  const int me = s.active;
  const int foe = 1 - me;
  const int arg = arg_of(a);
  // `card` names the card type played (events' data, read by statistics); -1 for none.
  // `ids`: the cards this action moved, by instance id (public from here on: docs/network.md).
  // Built only when narrating: bots apply actions millions of times without a log.
  // (An empty optional: not even a json to destroy on every move.)
  std::optional<json> ids;
  if (log) ids.emplace(json::array());
  const auto play_from_hand = [&](int player, int type) {
    const int id = discard_from_hand(s, player, type);
    if (ids) ids->push_back(public_id(s, id));
  };
  auto say = [&](int who, const std::string& text, int card = -1) {
    if (!log) return;
    nlohmann::json data = nlohmann::json::object();
    if (card >= 0) data["card"] = cards_[card].name;
    if (ids && !ids->empty()) data["ids"] = *ids;
    log->emit("play", who, text, data);
  };
  auto next = [&](Step step) { s.step = step; };
  switch (kind_of(a)) {
    case Kind::kPass:
      switch (s.step) {
        case Step::kBattlePlan:
          next(Step::kDeploy);
          break;
        case Step::kBattery:
          next(Step::kBombardment);
          break;
        case Step::kBombardment:
          next(Step::kFlanking);
          break;
        case Step::kFlanking:
          next(Step::kFire);
          break;
        case Step::kFire:
          next(Step::kCharge);
          break;
        case Step::kCharge:
          next(Step::kRally);
          break;
        case Step::kRally:
          next(Step::kHandLimit);
          break;
        default:
          throw ActionError("pass is not possible now");
      }
      return;
    case Kind::kBattlePlan:  // L48
      play_from_hand(me, general_);
      if (log)
        say(me,
            fmt::format("{} plays a {} (Battle Plan) to draw {}.", player_name(me),
                        cards_[general_].name, kBattlePlanDraw),
            general_);
      draw(s, me, kBattlePlanDraw, log);
      next(Step::kDeploy);
      return;
    case Kind::kDone:
      next(Step::kBattery);
      return;
    case Kind::kDeploy: {  // L51-54
      auto& hand = s.hand[static_cast<std::size_t>(me)];
      --hand[static_cast<std::size_t>(arg)];
      if (s.known[static_cast<std::size_t>(me)][static_cast<std::size_t>(arg)] > 0) {
        --s.known[static_cast<std::size_t>(me)][static_cast<std::size_t>(arg)];
      }
      ++s.line[static_cast<std::size_t>(me)][static_cast<std::size_t>(arg)];
      const int id = move_card(s, arg, hand_place(me), line_place(me));
      if (ids) ids->push_back(public_id(s, id));
      if (log)
        say(me,
            fmt::format("{} deploys {} (Force {}).", player_name(me), cards_[arg].name,
                        cards_[arg].force),
            arg);
      if (cards_[arg].scouts && !s.scouted) {
        s.scouted = 1;  // one look per Deploy phase (rulings)
        s.known[static_cast<std::size_t>(foe)] = s.hand[static_cast<std::size_t>(foe)];
        s.seen[static_cast<std::size_t>(foe)] = s.at[hand_place(foe)];
        if (log) {
          std::string seen;
          for (int t = 0; t < cards_.size(); ++t) {
            for (int k = 0; k < s.hand[static_cast<std::size_t>(foe)][static_cast<std::size_t>(t)];
                 ++k) {
              seen += (seen.empty() ? "" : ", ") + cards_[t].name;
            }
          }
          log->emit("reveal", me,
                    fmt::format("{} scouts and sees {}'s hand: {}.", player_name(me),
                                player_name(foe), seen.empty() ? "nothing" : seen),
                    {}, only(me));
          log->emit(
              "reveal", me,
              fmt::format("{} scouts and looks at {}'s hand.", player_name(me), player_name(foe)),
              {}, kEveryone & ~only(me));
        }
      }
      return;
    }
    case Kind::kCannonAt:  // L57-58
      play_from_hand(me, cannon_);
      s.battery_target = static_cast<std::uint8_t>(arg);
      if (log)
        say(me,
            fmt::format("{} fires a {} at {}'s {}.", player_name(me), cards_[cannon_].name,
                        player_name(foe), cards_[arg].name),
            cannon_);
      next(Step::kBatteryAnswer);
      return;
    case Kind::kAllow:
      if (s.step == Step::kBatteryAnswer) {
        const auto t = static_cast<std::size_t>(s.battery_target);
        --s.line[static_cast<std::size_t>(foe)][t];
        ++s.discard[t];
        const int id = move_card(s, s.battery_target, line_place(foe), kInDiscard);
        if (log)
          log->emit("loss", foe,
                    fmt::format("{} loses {} to the battery.", player_name(foe),
                                cards_[s.battery_target].name),
                    {{"ids", json::array({public_id(s, id)})}});
        next(Step::kBombardment);
      } else {
        const auto hand_size = count(s.hand[static_cast<std::size_t>(foe)]);
        const int n = std::min(kFlankingDiscards, hand_size);  // L68; fewer if the hand is smaller
        std::string lost;
        json revealed = json::array();
        for (int i = 0; i < n; ++i) {
          int pick = s.chance.roll(count(s.hand[static_cast<std::size_t>(foe)])) - 1;
          int t = 0;
          while (pick >= s.hand[static_cast<std::size_t>(foe)][static_cast<std::size_t>(t)]) {
            pick -= s.hand[static_cast<std::size_t>(foe)][static_cast<std::size_t>(t)];
            ++t;
          }
          play_from_hand(foe, t);
          if (log) {
            lost += (lost.empty() ? "" : ", ") + cards_[t].name;
            revealed.push_back(cards_[t].name);
          }
        }
        // `revealed`: hidden cards this event shows to everyone (docs/formats.md).
        if (log)
          log->emit("loss", foe,
                    fmt::format("Outflanked, {} discards {} at random: {}.", player_name(foe), n,
                                lost.empty() ? "nothing" : lost),
                    {{"revealed", revealed}, {"ids", *ids}});
        next(Step::kFire);
      }
      return;
    case Kind::kNegate:
      if (s.step == Step::kBatteryAnswer) {  // L59-60
        play_from_hand(foe, aim_);
        if (log)
          say(foe,
              fmt::format("{} plays {}: Open Formation negates the Cannon.", player_name(foe),
                          cards_[aim_].name),
              aim_);
        next(Step::kBombardment);
      } else {  // L69-70
        play_from_hand(foe, ready_);
        if (log)
          say(foe,
              fmt::format("{} plays {}: Infantry Square negates the Cavalry.", player_name(foe),
                          cards_[ready_].name),
              ready_);
        next(Step::kFire);
      }
      return;
    case Kind::kBombard:  // L63-64
      play_from_hand(me, cannon_);
      if (log)
        say(me, fmt::format("{} bombards with a {}.", player_name(me), cards_[cannon_].name),
            cannon_);
      next(Step::kFlanking);
      lose_morale(s, foe, kBombardLoss, log);
      return;
    case Kind::kFlank:  // L67-68
      play_from_hand(me, cavalry_);
      if (log)
        say(me,
            fmt::format("{} sends the {} round the flank.", player_name(me), cards_[cavalry_].name),
            cavalry_);
      next(Step::kFlankingAnswer);
      return;
    case Kind::kFireOrder: {  // L73-76, then the Casualty phase L79-84
      const int order[kFireOrderCards] = {ready_, aim_, fire_};
      for (int i = 0; i < kFireOrderCards; ++i)
        play_from_hand(me, (arg & (1 << i)) ? general_ : order[i]);
      if (log)
        say(me, fmt::format("{} gives a Fire Order ({}).", player_name(me),
                            action_to_string(s, a).substr(11)));
      begin_casualties(s, false, log);
      return;
    }
    case Kind::kLose:
      ++s.losing[static_cast<std::size_t>(arg)];
      if (force_of(s.losing) >= s.casualty_force) finish_casualties(s, log);
      return;
    case Kind::kCharge:  // L87-90
      play_from_hand(me, fire_);
      if (log)
        say(me, fmt::format("{} plays {}: Bayonet Charge!", player_name(me), cards_[fire_].name),
            fire_);
      begin_casualties(s, true, log);
      return;
    case Kind::kRally: {  // L93
      play_from_hand(me, general_);
      auto& m = s.morale[static_cast<std::size_t>(me)];
      m = static_cast<std::int16_t>(m + kRallyGain);
      if (log)
        log->emit("morale", me,
                  fmt::format("{} rallies with a {}: +{} Morale ({}).", player_name(me),
                              cards_[general_].name, kRallyGain, m),
                  {{"change", kRallyGain}, {"morale", m}, {"ids", *ids}});
      next(Step::kHandLimit);
      return;
    }
    case Kind::kDiscard:  // L94
      play_from_hand(me, arg);
      if (log)
        say(me, fmt::format("{} discards {} (hand limit).", player_name(me), cards_[arg].name));
      if (count(s.hand[static_cast<std::size_t>(me)]) <= kHandLimit) end_turn(s, log);
      return;
  }
  throw ActionError(fmt::format("unknown action id {}", a));
}

}  // namespace bivouac::muskets
