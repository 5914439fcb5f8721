#pragma once
// The lab's numbers as JSON: the one document that --json prints, --csv flattens and --report
// draws, so the three always agree.
#include <nlohmann/json.hpp>

#include "sim/lab.h"

namespace bivouac {

[[nodiscard]] nlohmann::json difference_json(const Difference& d);
[[nodiscard]] nlohmann::json card_impact_json(const std::vector<CardImpact>& cards);
[[nodiscard]] nlohmann::json histogram_json(const Histogram& h);
// A run's report (report_to_json) with its length histogram and, when collected, card impact.
[[nodiscard]] nlohmann::json lab_run_json(const LabRun& run);
[[nodiscard]] nlohmann::json ab_json(const AbResult& ab);

}  // namespace bivouac
