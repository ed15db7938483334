import ViperGenTemplates

/// How a new module is shown from another one, for the closing advice: the lines match what
/// each style's module template makes.
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
            return ["let \(lower) = \(name)Builder().create\(name)()"]
        case .generic:
            return [
                "let module = \(name)Module(state: \(name)State(), dependencies: dependencies)",
                "module.output = self",
                "navigationController.pushViewController(module.viewController, animated: true)",
            ]
        case .swiftui:
            return ["navigation.push(.\(lower))"]
        case .routed:
            return ["ApplicationRouter.shared.open(route: \"\(lower)\", path: \"/show\")"]
        }
    }
}
