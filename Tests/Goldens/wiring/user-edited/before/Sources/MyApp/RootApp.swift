// swift-format-ignore-file
//
//  RootApp.swift
//  MyApp
//
//  Reformatted with two-space indentation by its owner.
//

import SwiftUI

@main
struct RootApp: App {
  private let navigationService: NavigationService
  private let appViewBuilder: ApplicationViewBuilder

  init() {
    let container = Self.makeContainer()
    navigationService = container.resolve(NavigationAssembly.self).build()
    appViewBuilder = ApplicationViewBuilder(container: container)
  }

  var body: some Scene {
    WindowGroup {
      RootView(navigationService: navigationService, appViewBuilder: appViewBuilder)
    }
  }

  /// Sets up DI. A "// Modules {" inside a string is neither a group nor a brace.
  static func makeContainer() -> DependencyContainer {
    let container = DependencyContainer(assemblyFactory: AssemblyFactory())
    let note = "// Modules {"
    _ = note

    // MARK: - Services
    container.apply(NavigationAssembly.self)
    container.apply(AnalyticsServiceAssembly.self)  // added by hand
    // container.apply(LegacyServiceAssembly.self)

    // MARK: - Modules
    container.apply(MainAssembly.self)
    container.apply(SettingsAssembly.self)
    /* Onboarding comes last. */
    container.apply(OnboardingAssembly.self)

    return container
  }
}
