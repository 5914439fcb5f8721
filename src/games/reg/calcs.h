#pragma once
// The calculators behind dispatch(), one function per request "calc". Each reads its fields
// with Args, rejects unknown ones, and returns JSON with a "text" rendering.
#include <nlohmann/json.hpp>

#include "games/reg/args.h"
#include "games/reg/session.h"

namespace bivouac::reg::calc {

using nlohmann::json;

// Rules arithmetic (calc_rules.cpp)
json cost(Session& s, const Args& a);
json move(Session& s, const Args& a);
json evade(Session& s, const Args& a);
json claims(Session& s, const Args& a);
json turn(Session& s, const Args& a);
json table(Session& s, const Args& a);
// Dice (calc_dice.cpp)
json roll(Session& s, const Args& a);
json shoot(Session& s, const Args& a);
json kab(Session& s, const Args& a);
json faces(Session& s, const Args& a);
// Exact odds (calc_odds.cpp)
json odds(Session& s, const Args& a);
// Command cards (calc_cards.cpp)
json general(Session& s, const Args& a);
json deal(Session& s, const Args& a);
json discard(Session& s, const Args& a);
json reshuffle(Session& s, const Args& a);
json gift(Session& s, const Args& a);
json play(Session& s, const Args& a);
json upgrade(Session& s, const Args& a);
json replace(Session& s, const Args& a);
json hands(Session& s, const Args& a);
json deck(Session& s, const Args& a);
// The army and the rules that follow from it (calc_army.cpp)
json army(Session& s, const Args& a);
json unit(Session& s, const Args& a);
json play_for_action(Session& s, const Args& a);  // `play` with an action
json charge(Session& s, const Args& a);
json charged(Session& s, const Args& a);
json session(Session& s, const Args& a);

}  // namespace bivouac::reg::calc
