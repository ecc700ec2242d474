/// Tarjan's strongly connected components, iterative so deep graphs cannot exhaust the stack.
enum StronglyConnected {
  static func components<Node: Hashable>(of nodes: [Node], successors: (Node) -> [Node])
    -> [[Node]]
  {
    var index: [Node: Int] = [:]
    var low: [Node: Int] = [:]
    var onStack = Set<Node>()
    var stack: [Node] = []
    var counter = 0
    var result: [[Node]] = []
    for start in nodes where index[start] == nil {
      var work: [(node: Node, next: Int, successors: [Node])] = []
      func enter(_ node: Node) {
        index[node] = counter
        low[node] = counter
        counter += 1
        stack.append(node)
        onStack.insert(node)
        work.append((node, 0, successors(node)))
      }
      enter(start)
      while var frame = work.popLast() {
        if frame.next < frame.successors.count {
          let next = frame.successors[frame.next]
          frame.next += 1
          work.append(frame)
          if index[next] == nil {
            enter(next)
          } else if onStack.contains(next), let nextIndex = index[next] {
            low[frame.node] = min(low[frame.node] ?? nextIndex, nextIndex)
          }
          continue
        }
        let nodeLow = low[frame.node] ?? 0
        if nodeLow == index[frame.node] {
          var component: [Node] = []
          while let member = stack.popLast() {
            onStack.remove(member)
            component.append(member)
            if member == frame.node { break }
          }
          result.append(component.reversed())
        }
        if let parent = work.last {
          low[parent.node] = min(low[parent.node] ?? nodeLow, nodeLow)
        }
      }
    }
    return result
  }
}
