#include "core/bot.h"

#include <fmt/format.h>

#include <charconv>
#include <cmath>

#include "core/errors.h"
#include "core/options.h"

namespace bivouac {

namespace {
std::string_view find_value(const BotParams& p, std::string_view key) {
  auto it = p.values.find(std::string(key));
  return it == p.values.end() ? std::string_view{} : std::string_view(it->second);
}
}  // namespace

double BotParams::get_double(std::string_view key, double def) const {
  const auto v = find_value(*this, key);
  if (v.empty()) return def;
  try {
    std::size_t used = 0;
    const double d = std::stod(std::string(v), &used);
    if (used != v.size()) throw std::invalid_argument("trailing text");
    // nan and inf parse, but no parameter means them (a nan time limit never runs out).
    if (!std::isfinite(d)) throw std::invalid_argument("not finite");
    return d;
  } catch (const std::exception&) {
    throw SpecError(fmt::format("bot {}: {}={} is not a finite number", name, key, v));
  }
}

int BotParams::get_int(std::string_view key, int def) const {
  const auto v = find_value(*this, key);
  if (v.empty()) return def;
  int out = 0;
  auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
  if (ec != std::errc() || ptr != v.data() + v.size()) {
    throw SpecError(fmt::format("bot {}: {}={} is not a whole number", name, key, v));
  }
  return out;
}

std::string BotParams::get(std::string_view key, std::string def) const {
  const auto v = find_value(*this, key);
  if (v.empty()) return def;
  return std::string(v);
}

BotParams parse_bot_spec(std::string_view spec) {
  // A bare word after the colon is short for level=word, so "ismcts:hard" reads as players say it.
  std::string text(spec);
  const auto colon = text.find(':');
  if (colon != std::string::npos) {
    std::string rewritten = text.substr(0, colon + 1);
    std::size_t pos = colon + 1;
    while (pos <= text.size()) {
      auto comma = text.find(',', pos);
      if (comma == std::string::npos) comma = text.size();
      const std::string item = text.substr(pos, comma - pos);
      const bool bare =
          item.find('=') == std::string::npos && item.find_first_not_of(" \t") != std::string::npos;
      rewritten += (pos == colon + 1 ? "" : ",") + (bare ? "level=" + item : item);
      pos = comma + 1;
    }
    text = rewritten;
  }
  GameSpec parsed = parse_game_spec(text);
  return BotParams{parsed.id, parsed.options};
}

BotRegistry& BotRegistry::instance() {
  static BotRegistry registry;
  return registry;
}

void BotRegistry::add(BotDefinition def) {
  bots_.push_back(std::make_unique<BotDefinition>(std::move(def)));
}

const BotDefinition* BotRegistry::find(std::string_view name, std::string_view game_id) const {
  const BotDefinition* generic = nullptr;
  for (const auto& b : bots_) {
    if (b->name != name) continue;
    if (b->game_id == game_id) return b.get();
    if (b->game_id.empty()) generic = b.get();
  }
  return generic;
}

std::vector<const BotDefinition*> BotRegistry::available(std::string_view game_id) const {
  std::vector<const BotDefinition*> out;
  for (const auto& b : bots_) {
    if ((b->game_id.empty() || b->game_id == game_id) && find(b->name, game_id) == b.get()) {
      out.push_back(b.get());
    }
  }
  return out;
}

std::unique_ptr<Bot> BotRegistry::create(std::string_view spec, const GamePtr& game,
                                         std::uint64_t seed) const {
  BotParams params = parse_bot_spec(spec);
  const BotDefinition* def = find(params.name, game->info().id);
  if (def == nullptr) {
    std::vector<std::string> names;
    for (const auto* b : available(game->info().id)) names.push_back(b->name);
    throw SpecError(fmt::format("unknown bot \"{}\" for {}; available: {}", params.name,
                                game->info().id, fmt::join(names, ", ")));
  }
  for (const auto& [key, value] : params.values) {
    if (std::find(def->accepted_params.begin(), def->accepted_params.end(), key) ==
        def->accepted_params.end()) {
      throw SpecError(fmt::format("bot {} has no parameter \"{}\"; accepted: {}", def->name, key,
                                  def->accepted_params.empty()
                                      ? std::string("none")
                                      : fmt::format("{}", fmt::join(def->accepted_params, ", "))));
    }
  }
  return def->create(BotContext{game, seed, std::move(params)});
}

}  // namespace bivouac
