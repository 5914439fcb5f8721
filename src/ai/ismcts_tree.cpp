#include "ai/ismcts_tree.h"

namespace bivouac {

SearchTree::SearchTree(std::size_t capacity) : capacity_(capacity) {
  nodes_.reserve(capacity_);
  spare_.reserve(capacity_);
  queue_.reserve(capacity_);
  reset();
}

void SearchTree::reset() {
  nodes_.clear();
  nodes_.emplace_back();
}

NodeId SearchTree::add_child(NodeId parent, Action action, int mover, int choice) {
  const auto id = static_cast<NodeId>(nodes_.size());
  TreeNode& child = nodes_.emplace_back();
  child.action = action;
  child.mover = static_cast<std::int8_t>(mover);
  child.choice = static_cast<std::int8_t>(choice);
  TreeNode& p = (*this)[parent];
  child.next_sibling = p.first_child;
  p.first_child = id;
  return id;
}

NodeId SearchTree::find_child(NodeId parent, Action action, int mover) const {
  for (NodeId c = (*this)[parent].first_child; c != kNoNode; c = (*this)[c].next_sibling) {
    if ((*this)[c].action == action && (*this)[c].mover == mover) return c;
  }
  return kNoNode;
}

void SearchTree::reroot(NodeId new_root) {
  // Breadth first: a node's copy is made before its children are, and queue_[i] is the old id
  // of new node i, so links are translated by position.
  spare_.clear();
  queue_.clear();
  queue_.push_back(new_root);
  spare_.push_back((*this)[new_root]);
  spare_.back().first_child = kNoNode;
  spare_.back().next_sibling = kNoNode;
  spare_.back().action = kNoAction;
  spare_.back().mover = -1;
  spare_.back().choice = 0;
  for (std::size_t i = 0; i < queue_.size(); ++i) {
    NodeId previous = kNoNode;
    for (NodeId c = (*this)[queue_[i]].first_child; c != kNoNode; c = (*this)[c].next_sibling) {
      const auto id = static_cast<NodeId>(spare_.size());
      queue_.push_back(c);
      spare_.push_back((*this)[c]);
      spare_.back().first_child = kNoNode;
      spare_.back().next_sibling = kNoNode;
      if (previous == kNoNode) {
        spare_[i].first_child = id;
      } else {
        spare_[static_cast<std::size_t>(previous)].next_sibling = id;
      }
      previous = id;
    }
  }
  nodes_.swap(spare_);
}

}  // namespace bivouac
