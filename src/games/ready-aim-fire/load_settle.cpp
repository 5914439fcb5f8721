// A loaded position continues as a real game would from there: the automatic steps that a game
// never stops at (draws under draw_source=reserve_only, the Confusion and Difficult Terrain windows
// of a player without tactics cards, a support choice with nobody to support) are run, and a step
// that cannot occur under the game's options is refused (issue 12: "a loaded position runs the
// automatic steps").
#include <fmt/format.h>

#include "core/errors.h"
#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {

void RafGame::settle_loaded(RafState& s) const {
  // (A combat tactics window with an empty hand is a real decision: the last card was just
  // played and "no more tactics" is still to say.)
  const bool support_step = s.step == Step::kAttackSupport || s.step == Step::kDefendSupport;
  if (support_step && (opts_.support_below || !s.in_combat))
    throw FormatError("step: a support choice needs support=choice and a combat in progress");
  // Each pass runs one automatic step; a real game reaches a decision within a few.
  for (int guard = 0; guard < 64; ++guard) {
    const int q = s.active;
    const Combat& cb = s.combat;
    switch (s.step) {
      case Step::kDraw:
        if (opts_.draw_either || s.draws_left == 0) return;
        while (s.draws_left > 0) {
          --s.draws_left;
          draw_card(s, q, false, nullptr);
        }
        return;
      case Step::kRedraw:
        if (opts_.draw_either) return;
        continue_redraw(s, nullptr);
        break;
      case Step::kConfusion:
        if (!s.hand_tactics[1 - q].empty()) return;
        enter_draw(s, nullptr);
        break;
      case Step::kDifficult:
        if (!s.hand_tactics[1 - q].empty()) return;
        s.difficult_offered = 1;
        s.step = Step::kAttack;
        break;
      case Step::kAttackSupport:
        if (has_supporter(s, q, cb.att_stack, cb.att_pos)) return;
        open_attack_tactics(s, nullptr);
        break;
      case Step::kDefendSupport:
        if (has_supporter(s, 1 - q, cb.def_stack, cb.def_pos)) return;
        open_defend_tactics(s, nullptr);
        break;
      default:
        return;
    }
  }
  throw FormatError("step: the position does not reach a decision");
}

}  // namespace bivouac::raf
