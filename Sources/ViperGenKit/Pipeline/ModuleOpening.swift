import ViperGenTemplates

/// How a module of a style without a registry is created and shown, for the closing advice.
enum ModuleOpening {
    /// The lines that open module `name` of `style` from where it is shown.
    static func lines(for name: String, style: ArchitectureStyle) -> [String] {
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
                "module?.output = self",
                "module?.launch(from: navigationController)",
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
            return ["ApplicationRouter.shared.open(url: URL(string: \"app://\(lower)\")!)"]
        }
    }
}
