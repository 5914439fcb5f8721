// Registers the REG table companion: `bivouac reg` and protocol requests {"cmd":"reg", ...}.
#include <random>

#include "core/companion.h"
#include "games/reg/session.h"
#include "games/reg/terminal.h"

namespace bivouac::reg {
namespace {

const CompanionRegistrar kRegistrar{CompanionDefinition{
    "reg", "Renatio et Gloriam table companion: costs, moves, claims, dice, odds, cards, turn",
    [](const std::vector<std::string>& args, std::istream& in, std::ostream& out,
       std::ostream& err) { return run_terminal(args, in, out, err); },
    [](const nlohmann::json& request, const CompanionContext& context) {
      // Each request stands alone; "seed" makes its dice repeatable.
      Session session(std::random_device{}());
      session.files = context.files;
      return dispatch(session, request);
    }}};

}  // namespace
}  // namespace bivouac::reg
