#include "sim/lab_json.h"

namespace bivouac {

nlohmann::json difference_json(const Difference& d) {
  return {{"a", d.a},
          {"b", d.b},
          {"difference", d.estimate},
          {"ci95", {d.low, d.high}},
          {"p_value", d.p_value},
          {"test", d.test}};
}

nlohmann::json card_impact_json(const std::vector<CardImpact>& cards) {
  nlohmann::json out = nlohmann::json::array();
  for (const CardImpact& c : cards) {
    nlohmann::json j = {{"card", c.card},
                        {"base_card", c.base_card},
                        {"drawn", c.drawn},
                        {"played", c.played},
                        {"played_sides", c.played_sides},
                        {"played_wins", c.played_wins},
                        {"played_win_rate", c.played_rate.estimate},
                        {"played_ci95", {c.played_rate.low, c.played_rate.high}},
                        {"held_sides", c.held_sides},
                        {"held_wins", c.held_wins},
                        {"held_win_rate", c.held_rate.estimate},
                        {"held_ci95", {c.held_rate.low, c.held_rate.high}},
                        {"comparable", c.comparable},
                        {"never_matters", c.never_matters},
                        {"inconclusive", c.inconclusive}};
    if (c.comparable) j["impact"] = difference_json(c.impact);
    out.push_back(j);
  }
  return out;
}

nlohmann::json histogram_json(const Histogram& h) {
  return {{"first", h.first}, {"bin_width", h.bin_width}, {"counts", h.counts}};
}

nlohmann::json lab_run_json(const LabRun& run) {
  nlohmann::json j = report_to_json(run.report);
  j["label"] = run.label;
  j["turn_histogram"] = histogram_json(turn_histogram(run.outcomes));
  j["converged"] = run.converged;
  if (run.config.collect_cards) j["cards"] = card_impact_json(run.cards);
  return j;
}

nlohmann::json ab_json(const AbResult& ab) {
  nlohmann::json sides = nlohmann::json::array();
  for (std::size_t s = 0; s < ab.side_wins.size(); ++s) {
    nlohmann::json d = difference_json(ab.side_wins[s]);
    d["side"] = s < ab.a.report.side_names.size() ? ab.a.report.side_names[s] : std::to_string(s);
    sides.push_back(d);
  }
  return {{"paired", ab.paired},
          {"a", lab_run_json(ab.a)},
          {"b", lab_run_json(ab.b)},
          {"games", ab.a.outcomes.size()},
          {"converged", ab.converged},
          {"win_rate", sides},
          {"turns", difference_json(ab.turns)},
          {"actions", difference_json(ab.actions)},
          {"first_player", difference_json(ab.first_player)}};
}

}  // namespace bivouac
