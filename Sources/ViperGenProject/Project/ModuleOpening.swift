import ViperGenTemplates

/// How a new module is shown from another one, for the closing advice: the lines match what
/// each style's module template makes.
package enum ModuleOpening {
    /// The lines that open module `name` of `style` from where it is shown.
    package static func lines(for name: String, style: ArchitectureStyle) -> [String] {
        let lower = NameCasing.lowerCamel(name)
        switch style {
        case .uikit:
            return [
                "\(name)RouterInput().push(from: view, entryEntity: \(name)EntryEntity())"
            ]
        case .builder:
            // Templates/builder-module: the builder returns the module's IO, which launches it.
            return [
                "// where the screen opens, in a type conforming to I\(name)Output:",
                "let module = \(name)Builder().create\(name)()",
                "module.output = self",
                "module.launch(from: navigationController)",
            ]
        case .generic:
            // Templates/generic-project's AppCoordinator: a Coordinator<UINavigationController>.
            return [
                "// in a coordinator (AppCoordinator) conforming to \(name)ModuleOutput:",
                "let module = \(name)Module(state: \(name)State(), dependencies: dependencies)",
                "module.output = self",
                "rootViewController.pushViewController(module.viewController, animated: true)",
            ]
        case .swiftui:
            return ["navigation.push(.\(lower))"]
        case .routed:
            return ["ApplicationRouter.shared.open(route: \"\(lower)\", path: \"/show\")"]
        }
    }

    /// The lines for module `name` of `style`, indented two spaces, as the advice prints them.
    package static func block(for name: String, style: ArchitectureStyle) -> String {
        lines(for: name, style: style).map { "  " + $0 }.joined(separator: "\n")
    }
}
