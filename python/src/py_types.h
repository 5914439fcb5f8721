#pragma once
// The Python-facing Game and State of the bivouac module. A PyGame holds the immutable Game with
// its fixed action space and tensor codec; a PyState holds one State of that game with its
// record. Action ids in Python are always the dense indices of the fixed action space.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "core/game.h"
#include "core/record.h"
#include "core/tensor.h"

namespace bivouac::python {

namespace py = pybind11;

struct PyGame {
  GamePtr game;
  std::shared_ptr<const TensorCodec> codec;

  explicit PyGame(GamePtr g) : game(std::move(g)), codec(tensor_codec(*game)) {}
  [[nodiscard]] int num_actions() const { return codec->num_distinct_actions(); }
  // Throws std::invalid_argument (ValueError) unless 0 <= player < num_players.
  void check_player(std::int64_t player, const char* what) const;
  // A Python argument as a player of this game: TypeError when it is not an integer, ValueError
  // when it is none of the players (any size: 2**31 and 2**100 too).
  [[nodiscard]] int player_arg(const py::handle& o, const char* what) const;
};
using PyGamePtr = std::shared_ptr<const PyGame>;

struct PyState {
  PyGamePtr g;
  std::unique_ptr<State> state;
  GameRecord record;

  [[nodiscard]] const Game& game() const { return *g->game; }
  // The legal engine action whose index is `id`; std::invalid_argument naming the legal ids.
  [[nodiscard]] Action legal_action(std::int64_t id) const;
  [[nodiscard]] PyState copy() const;
};

// A Python integer argument (anything with __index__: int, numpy integers) as an int64: TypeError
// naming `what` when it is not an integer, ValueError when it does not fit in 64 bits.
[[nodiscard]] std::int64_t int_arg(const py::handle& o, const char* what);

// nlohmann::json to Python objects and back (through the json module: simple and exact).
[[nodiscard]] py::object to_python(const nlohmann::json& j);
[[nodiscard]] nlohmann::json from_python(const py::handle& o);

void bind_game_and_state(py::module_& m);
void bind_vector_env(py::module_& m);
void bind_bot(py::module_& m);

}  // namespace bivouac::python
