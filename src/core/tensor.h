#pragma once
// What learning code sees of a game: a fixed action space (every action id of the engine maps to
// one dense index in [0, num_distinct_actions), so a policy network has one output per index)
// and an observation tensor of a fixed shape. Each game registers its own codec from its folder
// (src/games/<id>/tensor.cpp); the Python module and the tests ask the core, never a game.
//
// A codec encodes an *observation* (Game::observe): two states that differ only in what the player
// may not know therefore give the same bytes by construction, and the twin-world tests check it
// end to end. A codec may add a fast path from the true state (encode_true_state), held to the
// same bytes by the tests.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace bivouac {

class TensorCodec {
 public:
  TensorCodec() = default;
  TensorCodec(const TensorCodec&) = delete;
  TensorCodec& operator=(const TensorCodec&) = delete;
  virtual ~TensorCodec() = default;

  // Size of the fixed action space of this game (with its options).
  [[nodiscard]] virtual int num_distinct_actions() const = 0;
  // The dense index of an engine action, or -1 when `a` is no action of this game.
  [[nodiscard]] virtual int action_index(Action a) const = 0;
  // out[k] = action_index(actions[k]) for k < n. One call for a whole list of legal actions: a
  // codec overrides it with a loop the compiler sees through (a VectorEnv step maps every legal
  // action of every game, and a virtual call for each was 6% of a Muskets step).
  virtual void action_indices(const Action* actions, std::size_t n, std::int32_t* out) const;
  // What an index means in words, e.g. "deploy Line Infantry" (docs/python.md gives the layout).
  [[nodiscard]] virtual std::string index_meaning(int index) const = 0;

  // The fixed shape of the observation tensor; its product is tensor_size().
  [[nodiscard]] virtual std::vector<int> shape() const = 0;
  [[nodiscard]] int tensor_size() const;
  // Writes tensor_size() floats describing `observation`, which is observe(s, player, ...).
  // Never allocates.
  virtual void encode(const State& observation, int player, float* out) const = 0;
  // Optional fast path for a codec whose tensor is cheap to read off the true state: writes the
  // same floats as encode(observe(s, player), player), reading of `s` only what `player` may
  // know, and returns true; a codec without one returns false. Observing copies and scrubs a
  // whole state, which would otherwise be most of a VectorEnv step. tests/support/tensor_tests.cpp
  // checks the two paths byte for byte, and the twin-world test runs on this one.
  virtual bool encode_true_state(const State& s, int player, float* out) const;
};

using TensorCodecFactory = std::function<std::unique_ptr<TensorCodec>(const Game&)>;

struct TensorCodecRegistrar {
  TensorCodecRegistrar(std::string_view game_id, TensorCodecFactory factory);
};

// A new codec for `game`, which must outlive it (keep one per Game: building reads the card
// list). Throws SpecError when the game registered none.
[[nodiscard]] std::shared_ptr<const TensorCodec> tensor_codec(const Game& game);
[[nodiscard]] bool has_tensor_codec(std::string_view game_id);

// Writes the observation tensor of `player` for the true state `s`: by the codec's fast path where
// it has one, else observes into a scratch state it keeps and encodes that. After the first call
// with a game, it never allocates.
class ObservationTensor {
 public:
  ObservationTensor(const Game& game, std::shared_ptr<const TensorCodec> codec);
  explicit ObservationTensor(const Game& game) : ObservationTensor(game, tensor_codec(game)) {}
  [[nodiscard]] const TensorCodec& codec() const { return *codec_; }
  void write(const State& s, int player, float* out);

 private:
  const Game* game_;
  std::shared_ptr<const TensorCodec> codec_;
  std::unique_ptr<State> scratch_;
};

// One-off form of the above (allocates a scratch state each call).
void observation_tensor(const Game& game, const State& s, int player, float* out);

}  // namespace bivouac
