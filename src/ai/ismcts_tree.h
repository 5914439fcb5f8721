#pragma once
// The search tree of single-observer IS-MCTS. A node stands for the action sequence that leads to
// it, whatever the hidden cards and dice were (one tree is shared by every determinization), so
// an edge is identified by the action and the player who chose it.
//
// Nodes live in one pool reserved once; children form a singly linked list of pool indices, so
// growing the tree never allocates and copying indices is safe when the pool is compacted.
#include <cstdint>
#include <vector>

#include "core/action.h"

namespace bivouac {

using NodeId = std::int32_t;
inline constexpr NodeId kNoNode = -1;

struct TreeNode {
  Action action = kNoAction;  // the edge from the parent
  NodeId first_child = kNoNode;
  NodeId next_sibling = kNoNode;
  std::int8_t mover = -1;  // the player who chose `action` (-1 at the root)
  // Game::unordered_choice of `action` where it was chosen: its siblings-to-be are searched in
  // increasing order only.
  std::int8_t choice = 0;
  std::uint32_t visits = 0;
  // Iterations in which this action was legal when its parent was reached (ISMCTS "availability").
  std::uint32_t available = 0;
  // Sum of the mover's returns (+1 win of his side, -1 loss) over the visits.
  double reward = 0;
};

class SearchTree {
 public:
  explicit SearchTree(std::size_t capacity);

  // Drops everything and starts again from an empty root.
  void reset();
  [[nodiscard]] bool full() const { return nodes_.size() >= capacity_; }
  [[nodiscard]] std::size_t size() const { return nodes_.size(); }
  [[nodiscard]] std::size_t capacity() const { return capacity_; }

  [[nodiscard]] static NodeId root() { return 0; }
  [[nodiscard]] TreeNode& operator[](NodeId id) { return nodes_[static_cast<std::size_t>(id)]; }
  [[nodiscard]] const TreeNode& operator[](NodeId id) const {
    return nodes_[static_cast<std::size_t>(id)];
  }

  // Adds a child of `parent` (the caller checked !full()); returns its id.
  NodeId add_child(NodeId parent, Action action, int mover, int choice = 0);
  // The child reached by `action` chosen by `mover`, or kNoNode.
  [[nodiscard]] NodeId find_child(NodeId parent, Action action, int mover) const;

  // Makes the subtree under `new_root` the whole tree, keeping its statistics. Copies through a
  // second pool reserved as large as the first, so it does not allocate either.
  void reroot(NodeId new_root);

 private:
  std::size_t capacity_;
  std::vector<TreeNode> nodes_;
  std::vector<TreeNode> spare_;  // the target of reroot()
  std::vector<NodeId> queue_;    // breadth-first order of reroot()
};

}  // namespace bivouac
