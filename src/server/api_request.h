#pragma once
// One HTTP API request as a route's handler sees it: the method, the path and the game id the
// path named (when its pattern has {id}), the decoded query, and the body.
#include <string>
#include <string_view>

#include "server/query_string.h"

namespace bivouac::server {

struct ApiRequest {
  std::string_view method;
  std::string_view path;
  std::string id;  // the {id} or {rest} of the route's pattern
  QueryString query;
  std::string_view body;
  std::string address;  // the client's (a game it creates runs its bots as that address's jobs)
};

}  // namespace bivouac::server
