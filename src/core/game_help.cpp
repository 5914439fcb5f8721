#include "core/game_help.h"

#include <map>
#include <mutex>

namespace bivouac {

namespace {

// Filled by static registrars before main; read-only afterwards.
std::map<std::string, GameHelp, std::less<>>& table() {
  static std::map<std::string, GameHelp, std::less<>> t;
  return t;
}

const GameHelp* find(std::string_view id) {
  const auto it = table().find(id);
  return it == table().end() ? nullptr : &it->second;
}

}  // namespace

GameHelpRegistrar::GameHelpRegistrar(std::string_view game_id, GameHelp help) {
  GameHelp& entry = table()[std::string(game_id)];
  if (help.explain_refusal) entry.explain_refusal = std::move(help.explain_refusal);
  if (help.card_help) entry.card_help = std::move(help.card_help);
}

std::optional<std::string> explain_refusal(const Game& game, const State& s,
                                           std::string_view text) {
  const GameHelp* help = find(game.info().id);
  if (!help || !help->explain_refusal) return std::nullopt;
  try {
    return help->explain_refusal(game, s, text);
  } catch (const std::exception&) {
    // A reason is a courtesy: if working it out fails, the refusal still lists the legal actions.
    return std::nullopt;
  }
}

std::string card_help(const Game& game, std::string_view name) {
  const GameHelp* help = find(game.info().id);
  if (!help || !help->card_help) throw FormatError(game.info().title + " has no card texts");
  return help->card_help(game, name);
}

}  // namespace bivouac
