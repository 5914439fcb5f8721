#pragma once
// Games register themselves from their own folder; nothing outside a game names it.
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace bivouac {

struct GameDefinition {
  GameInfo info;
  std::function<GamePtr(const GameInfo&, const Options&)> create;
};

class GameRegistry {
 public:
  static GameRegistry& instance();
  void add(GameDefinition def);
  [[nodiscard]] std::vector<const GameDefinition*> list() const;
  [[nodiscard]] const GameDefinition* find(std::string_view id) const;
  // Creates a game from "id" or "id:opt=value,...". Throws SpecError listing valid choices.
  [[nodiscard]] GamePtr create(std::string_view spec) const;
  [[nodiscard]] GamePtr create(std::string_view id,
                               const std::map<std::string, std::string>& options) const;

 private:
  std::vector<std::unique_ptr<GameDefinition>> games_;
};

struct GameRegistrar {
  explicit GameRegistrar(GameDefinition def) { GameRegistry::instance().add(std::move(def)); }
};

// Convenience: register a Game subclass constructed as T(info, options).
template <class T>
GameDefinition define_game(GameInfo info) {
  return GameDefinition{std::move(info), [](const GameInfo& i, const Options& o) -> GamePtr {
                          return std::make_shared<T>(i, o);
                        }};
}

[[nodiscard]] inline GamePtr make_game(std::string_view spec) {
  return GameRegistry::instance().create(spec);
}

}  // namespace bivouac
