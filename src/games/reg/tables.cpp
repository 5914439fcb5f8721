#include "games/reg/tables.h"

#include <string>

#include "core/resources.h"

namespace bivouac::reg {

namespace {

template <class T>
T load_embedded(std::string_view file_name) {
  const std::string path = "src/games/reg/data/" + std::string(file_name);
  return T::load(load_text(path), path);
}

}  // namespace

const Tables& Tables::get() {
  static const Tables tables{
      load_embedded<TurnTable>("turn_sequence.toml"),
      load_embedded<ActionTable>("actions.toml"),
      load_embedded<MovementTable>("movement.toml"),
      load_embedded<ClaimTable>("claims.toml"),
      load_embedded<ShootingTable>("shooting.toml"),
      load_embedded<KabTable>("kab.toml"),
      load_embedded<GeneralTable>("generals.toml"),
      load_embedded<EffectTable>("effects.toml"),
  };
  return tables;
}

}  // namespace bivouac::reg
