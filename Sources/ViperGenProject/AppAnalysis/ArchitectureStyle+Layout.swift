/// How `init` recognises a style's modules on disk: the file its module template always writes,
/// relative to the module's folder.
extension ArchitectureStyle {
    /// The marker file of module `name`, as path components below the module's folder
    /// (`Main/Assembly/MainAssembly.swift` for swiftui): one file no other style writes.
    func moduleMarker(_ name: String) -> [String] {
        switch self {
        case .swiftui: return ["Assembly", name + "Assembly.swift"]
        case .uikit: return [name + "Entities.swift"]
        case .routed: return [name + "Wireframe.swift"]
        case .builder: return ["Factory", name + "Builder.swift"]
        case .generic: return [name + "State.swift"]
        }
    }

    /// The style whose module layout `path` (components of a relative path) marks, with the
    /// folder holding the module and the module's name.
    static func module(markedBy path: [String]) -> (
        style: ArchitectureStyle, folder: [String], name: String
    )? {
        for style in allCases {
            for depth in [2, 3] where path.count > depth {
                let name = path[path.count - depth]
                if Array(path.suffix(depth - 1)) == style.moduleMarker(name) {
                    return (style, Array(path.dropLast(depth)), name)
                }
            }
        }
        return nil
    }
}
