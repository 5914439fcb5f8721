#pragma once
// A companion is a tool that is not a playable Game (the REG table companion, for example). It
// registers a terminal front end for `bivouac <name>` and a handler for engine-protocol requests
// {"cmd":"<name>", ...}, so the CLI and the protocol never reach inside it.
#include <functional>
#include <iosfwd>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace bivouac {

// Where a request comes from. A network server answers strangers: no request of theirs may read
// or write a file on the server's machine.
struct CompanionContext {
  bool files = true;  // requests may name files to load and save
};

struct CompanionDefinition {
  std::string name;         // subcommand and protocol command, e.g. "reg"
  std::string description;  // one line for --help
  // Runs the interactive front end; args are the words after `bivouac <name>`. Returns an exit
  // code.
  std::function<int(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                    std::ostream& err)>
      run;
  // Answers one protocol request (the whole request object). Throws FormatError on bad input;
  // the protocol turns that into an error reply.
  std::function<nlohmann::json(const nlohmann::json& request, const CompanionContext& context)>
      handle;
};

class CompanionRegistry {
 public:
  static CompanionRegistry& instance();
  void add(CompanionDefinition def);
  [[nodiscard]] const CompanionDefinition* find(std::string_view name) const;
  [[nodiscard]] std::vector<const CompanionDefinition*> list() const;

 private:
  std::vector<std::unique_ptr<CompanionDefinition>> items_;
};

struct CompanionRegistrar {
  explicit CompanionRegistrar(CompanionDefinition def) {
    CompanionRegistry::instance().add(std::move(def));
  }
};

}  // namespace bivouac
