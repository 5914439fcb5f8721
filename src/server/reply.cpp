#include "server/reply.h"

namespace bivouac::server {

Reply error_reply(int status, const std::string& error) {
  return Reply{status, {{"ok", false}, {"error", error}}};
}

}  // namespace bivouac::server
