#include "sim/outcome_io.h"

#include "core/errors.h"

namespace bivouac {

nlohmann::json outcome_to_json(const GameOutcome& o) {
  nlohmann::json cards = nlohmann::json::array();
  for (const CardTally& t : o.cards) cards.push_back({t.card, t.side, t.drawn, t.played});
  return {{"w", o.winning_side}, {"f", o.first_player}, {"t", o.turns}, {"a", o.actions},
          {"ok", o.finished},    {"r", o.end_reason},   {"c", cards}};
}

GameOutcome outcome_from_json(const nlohmann::json& j) {
  try {
    GameOutcome o;
    o.winning_side = j.at("w").get<int>();
    o.first_player = j.at("f").get<int>();
    o.turns = j.at("t").get<int>();
    o.actions = j.at("a").get<long>();
    o.finished = j.at("ok").get<bool>();
    o.end_reason = j.at("r").get<std::string>();
    for (const auto& c : j.at("c")) {
      o.cards.push_back(CardTally{c.at(0).get<std::string>(), c.at(1).get<int>(),
                                  c.at(2).get<int>(), c.at(3).get<int>()});
    }
    return o;
  } catch (const nlohmann::json::exception& e) {
    throw FormatError(std::string("game outcome: expected fields w,f,t,a,ok,r,c: ") + e.what());
  }
}

}  // namespace bivouac
