// The routes that are not about one stored game.
#include "core/companion.h"
#include "core/game_help.h"
#include "core/registry.h"
#include "server/api_handlers.h"
#include "server/card_lists.h"
#include "server/catalog.h"
#include "server/how_to_play_reply.h"
#include "server/replay.h"
#include "server/request_body.h"

namespace bivouac::server {

using nlohmann::json;

Reply catalog(Lobby&, const ApiRequest&) {
  return catalog_reply();
}

Reply card_text(Lobby&, const ApiRequest& r) {
  // What a card does, in the game's own words with its rule lines (the terminal's `card`).
  const json request = body_object(r.body);
  const std::string spec = text_field(request, "game", 512);
  if (spec.empty()) return error_reply(400, "\"game\" is missing; expected a game spec");
  const std::string cards = text_field(request, "cards", kMaxInlineCardsBytes);
  const GamePtr game = resolve_game(spec, request.contains("cards") ? &cards : nullptr).game;
  return Reply{200, {{"ok", true}, {"text", card_help(*game, text_field(request, "name", 128))}}};
}

Reply how_to_play(Lobby&, const ApiRequest& r) {
  return how_to_play_reply(r.method, r.id);
}

Reply replay_upload(Lobby&, const ApiRequest& r) {
  // An uploaded record: its holder has the seed and every action, so every viewer is allowed.
  const GameRecord record = parse_uploaded_record(r.body);
  const GamePtr game = GameRegistry::instance().create(record.game);
  const int viewer = parse_replay_viewer(r.query.get("viewer"), game->num_players());
  json out = replay_frames(record, viewer, parse_replay_page(r.query.raw()),
                           upload_page_bytes(r.body.size()));
  out["ok"] = true;
  return Reply{200, std::move(out)};
}

Reply reg_companion(Lobby&, const ApiRequest& r) {
  const json request = body_object(r.body);
  const auto* reg = CompanionRegistry::instance().find("reg");
  if (!reg) return error_reply(404, "the reg companion is not built in");
  return Reply{200, reg->handle(request, CompanionContext{.files = false})};
}

}  // namespace bivouac::server
