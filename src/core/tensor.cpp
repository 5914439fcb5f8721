#include "core/tensor.h"

#include <fmt/format.h>

#include <functional>
#include <map>
#include <numeric>

#include "core/errors.h"

namespace bivouac {

namespace {

// Filled by static registrars before main; read-only afterwards.
std::map<std::string, TensorCodecFactory, std::less<>>& factories() {
  static std::map<std::string, TensorCodecFactory, std::less<>> t;
  return t;
}

}  // namespace

int TensorCodec::tensor_size() const {
  const auto dims = shape();
  return std::accumulate(dims.begin(), dims.end(), 1, std::multiplies<>());
}

TensorCodecRegistrar::TensorCodecRegistrar(std::string_view game_id, TensorCodecFactory factory) {
  factories()[std::string(game_id)] = std::move(factory);
}

bool has_tensor_codec(std::string_view game_id) {
  return factories().find(game_id) != factories().end();
}

std::shared_ptr<const TensorCodec> tensor_codec(const Game& game) {
  const auto it = factories().find(game.info().id);
  if (it == factories().end()) {
    throw SpecError(
        fmt::format("{} has no observation tensor or fixed action space", game.info().title));
  }
  return it->second(game);
}

ObservationTensor::ObservationTensor(const Game& game, std::shared_ptr<const TensorCodec> codec)
    : game_(&game), codec_(std::move(codec)) {}

void TensorCodec::action_indices(const Action* actions, std::size_t n, std::int32_t* out) const {
  for (std::size_t k = 0; k < n; ++k) out[k] = action_index(actions[k]);
}

bool TensorCodec::encode_true_state(const State& /*s*/, int /*player*/, float* /*out*/) const {
  return false;
}

void ObservationTensor::write(const State& s, int player, float* out) {
  if (codec_->encode_true_state(s, player, out)) return;
  if (!scratch_) scratch_ = s.clone();
  game_->observe(s, player, *scratch_);
  codec_->encode(*scratch_, player, out);
}

void observation_tensor(const Game& game, const State& s, int player, float* out) {
  ObservationTensor(game).write(s, player, out);
}

}  // namespace bivouac
