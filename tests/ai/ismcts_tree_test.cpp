// The node pool: children by (action, mover), and rerooting that keeps a subtree's statistics.
#include "ai/ismcts_tree.h"

#include <gtest/gtest.h>

namespace bivouac {
namespace {

TEST(IsmctsTree, ChildrenAreFoundByActionAndMover) {
  SearchTree tree(16);
  const NodeId a = tree.add_child(SearchTree::root(), 7, 0);
  const NodeId b = tree.add_child(SearchTree::root(), 7, 1);
  EXPECT_NE(a, b);
  EXPECT_EQ(tree.find_child(SearchTree::root(), 7, 0), a);
  EXPECT_EQ(tree.find_child(SearchTree::root(), 7, 1), b);
  EXPECT_EQ(tree.find_child(SearchTree::root(), 8, 0), kNoNode);
}

TEST(IsmctsTree, FullWhenTheReservedPoolIsUsed) {
  SearchTree tree(3);
  EXPECT_FALSE(tree.full());
  tree.add_child(SearchTree::root(), 1, 0);
  tree.add_child(SearchTree::root(), 2, 0);
  EXPECT_TRUE(tree.full());
  tree.reset();
  EXPECT_EQ(tree.size(), 1u);
}

TEST(IsmctsTree, RerootKeepsTheSubtreeAndDropsTheRest) {
  SearchTree tree(32);
  const NodeId keep = tree.add_child(SearchTree::root(), 1, 0);
  const NodeId drop = tree.add_child(SearchTree::root(), 2, 0);
  const NodeId x = tree.add_child(keep, 10, 1);
  const NodeId y = tree.add_child(keep, 11, 1);
  const NodeId z = tree.add_child(x, 20, 0);
  tree.add_child(drop, 30, 1);
  tree[keep].visits = 9;
  tree[x].visits = 5;
  tree[x].reward = -3;
  tree[y].visits = 4;
  tree[z].visits = 2;
  tree[z].available = 7;

  tree.reroot(keep);
  EXPECT_EQ(tree.size(), 4u);
  EXPECT_EQ(tree[SearchTree::root()].visits, 9u);
  const NodeId nx = tree.find_child(SearchTree::root(), 10, 1);
  const NodeId ny = tree.find_child(SearchTree::root(), 11, 1);
  ASSERT_NE(nx, kNoNode);
  ASSERT_NE(ny, kNoNode);
  EXPECT_EQ(tree[nx].visits, 5u);
  EXPECT_EQ(tree[nx].reward, -3);
  EXPECT_EQ(tree[ny].visits, 4u);
  const NodeId nz = tree.find_child(nx, 20, 0);
  ASSERT_NE(nz, kNoNode);
  EXPECT_EQ(tree[nz].available, 7u);
  EXPECT_EQ(tree.find_child(SearchTree::root(), 2, 0), kNoNode);
  EXPECT_EQ(tree.find_child(ny, 20, 0), kNoNode);
}

}  // namespace
}  // namespace bivouac
