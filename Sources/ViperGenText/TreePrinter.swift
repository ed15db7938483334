/// Draws a list of relative file paths as a tree, like `tree` does, for --dry-run.
package enum TreePrinter {
    /// The tree of `paths` (files), folders first-seen order kept sorted by name.
    package static func render(_ paths: [String]) -> String {
        let root = Node()
        for path in paths {
            var node = root
            for component in path.split(separator: "/").map(String.init) {
                node = node.child(named: component)
            }
        }
        var lines: [String] = []
        draw(root, prefix: "", into: &lines)
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// Appends the lines of `node`'s children.
    private static func draw(_ node: Node, prefix: String, into lines: inout [String]) {
        let children = node.children.sorted { $0.name < $1.name }
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            let suffix = child.children.isEmpty ? "" : "/"
            lines.append(prefix + (isLast ? "└── " : "├── ") + child.name + suffix)
            draw(child, prefix: prefix + (isLast ? "    " : "│   "), into: &lines)
        }
    }

    /// A folder or file in the tree being drawn.
    private final class Node {
        let name: String
        var children: [Node] = []

        init(name: String = "") {
            self.name = name
        }

        /// The child called `name`, created if needed.
        func child(named name: String) -> Node {
            if let existing = children.first(where: { $0.name == name }) { return existing }
            let node = Node(name: name)
            children.append(node)
            return node
        }
    }
}
