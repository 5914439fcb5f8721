#pragma once
// Writing a lab document out: CSV files and the self-contained HTML report.
#include <nlohmann/json.hpp>
#include <string>

namespace bivouac::cli {

// Throws a clear error when this build has no charting library to put into a report.
void check_report_available();
// One self-contained page: the charting library, the numbers and the page's script, inline.
[[nodiscard]] std::string report_html(const nlohmann::json& doc);
void write_report(const nlohmann::json& doc, const std::string& path);
// summary.csv, turns.csv, and when present ab.csv, matrix.csv and cards.csv in `dir`.
void write_csv(const nlohmann::json& doc, const std::string& dir);

}  // namespace bivouac::cli
