/// The advice printed after a successful generation.
enum NextSteps {
    /// What the user should do next for `request`.
    static func text(for request: GenerationRequest) -> String {
        let name = request.name
        switch request.command {
        case .project:
            return """
                Next steps:
                  cd \(name)
                  open Package.swift        # in Xcode; run the \(name) app on an iOS 17 simulator
                  viper-gen module Payments # add a module
                """
        case .module:
            let key = NameCasing.lowerCamel(name)
            return """
                Next steps: register \(name) in the app.
                  RootApp.swift, in the // Modules group:
                      container.apply(\(name)Assembly.self)
                  Views.swift, in enum Views and in stringKey:
                      case \(key)
                      case .\(key): return "\(key)"
                  ApplicationViewBuilder.swift, in build(view:) and as a method:
                      case .\(key): build\(name)()
                      func build\(name)() -> some View { container.resolve(\(name)Assembly.self).build() }
                  RootView.swift, in the navigationDestination switch:
                      case .\(key): appViewBuilder.build(view: .\(key))
                """
        case .service:
            return """
                Next steps: register \(name) in the app.
                  RootApp.swift, in the // Services group:
                      container.apply(\(name)Assembly.self)
                """
        }
    }
}
