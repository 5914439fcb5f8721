#include "core/registry.h"

#include <fmt/format.h>

#include "core/companion.h"
#include "core/errors.h"
#include "core/event.h"

namespace bivouac {

GameRegistry& GameRegistry::instance() {
  static GameRegistry registry;
  return registry;
}

void GameRegistry::add(GameDefinition def) {
  if (def.info.max_players > kMaxSeats) {  // bit 31 of an event's audience is the onlookers'
    throw std::logic_error(fmt::format("{} allows {} players; at most {} can have a seat",
                                       def.info.id, def.info.max_players, kMaxSeats));
  }
  if (find(def.info.id) != nullptr) {
    throw std::logic_error("game registered twice: " + def.info.id);
  }
  games_.push_back(std::make_unique<GameDefinition>(std::move(def)));
}

std::vector<const GameDefinition*> GameRegistry::list() const {
  std::vector<const GameDefinition*> out;
  for (const auto& g : games_) out.push_back(g.get());
  std::sort(out.begin(), out.end(),
            [](const auto* a, const auto* b) { return a->info.id < b->info.id; });
  return out;
}

const GameDefinition* GameRegistry::find(std::string_view id) const {
  for (const auto& g : games_) {
    if (g->info.id == id) return g.get();
  }
  return nullptr;
}

GamePtr GameRegistry::create(std::string_view spec) const {
  GameSpec parsed = parse_game_spec(spec);
  return create(parsed.id, parsed.options);
}

GamePtr GameRegistry::create(std::string_view id,
                             const std::map<std::string, std::string>& options) const {
  const GameDefinition* def = find(id);
  if (def == nullptr) {
    std::vector<std::string> ids;
    for (const auto* g : list()) ids.push_back(g->info.id);
    throw SpecError(fmt::format("unknown game \"{}\"; valid games: {}", id, fmt::join(ids, ", ")));
  }
  try {
    return def->create(def->info, Options(def->info.options, options));
  } catch (const SpecError& e) {
    throw SpecError(fmt::format("{}: {}", def->info.id, e.what()));
  }
}

CompanionRegistry& CompanionRegistry::instance() {
  static CompanionRegistry registry;
  return registry;
}

void CompanionRegistry::add(CompanionDefinition def) {
  items_.push_back(std::make_unique<CompanionDefinition>(std::move(def)));
}

const CompanionDefinition* CompanionRegistry::find(std::string_view name) const {
  for (const auto& c : items_) {
    if (c->name == name) return c.get();
  }
  return nullptr;
}

std::vector<const CompanionDefinition*> CompanionRegistry::list() const {
  std::vector<const CompanionDefinition*> out;
  for (const auto& c : items_) out.push_back(c.get());
  return out;
}

}  // namespace bivouac
