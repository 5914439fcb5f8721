#pragma once
// GET /api/catalog: every game with its options (kind, label, group, default, choices and their
// notes), sides and seats, and the bots that play it with their levels in words. Built once per
// process from the registries, which are complete before main runs.
#include <nlohmann/json.hpp>

#include "server/reply.h"

namespace bivouac::server {

[[nodiscard]] const nlohmann::json& game_catalog();
[[nodiscard]] Reply catalog_reply();

}  // namespace bivouac::server
