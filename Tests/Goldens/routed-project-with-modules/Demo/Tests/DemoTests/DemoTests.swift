//
//  DemoTests.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation
import Testing

@testable import Demo

@MainActor
struct DemoTests {
    @Test func urlOpensTheModuleOfItsHostAtItsPathWithItsQueryItems() throws {
        let module = ModuleSpy(route: "profile", paths: ["/edit"])
        let router = ApplicationRouter()
        router.instantiatedModules = [module]

        router.open(url: try #require(URL(string: "app://Profile/edit?id=42&draft")))

        #expect(module.opened.map(\.path) == ["/edit"])
        #expect(module.opened.map(\.parameters) == [["id": "42", "draft": ""]])
    }

    @Test func unknownRouteAndPathFail() throws {
        let router = ApplicationRouter()
        router.instantiatedModules = [ModuleSpy(route: "profile", paths: ["/edit"])]
        var errors: [ResponseError] = []
        let callback: ModuleCallback = { result in
            if case .failure(let error) = result { errors.append(error) }
        }

        router.open(url: try #require(URL(string: "app://settings/edit")), callback: callback)
        router.open(url: try #require(URL(string: "app://profile/delete")), callback: callback)
        router.open(url: try #require(URL(string: "app:/profile")), callback: callback)

        #expect(
            errors == [
                .unknownRoute("settings"), .unknownPath(route: "profile", path: "/delete"),
                .invalidURL("app:/profile"),
            ])
    }

    @Test func mainModuleIsRegistered() {
        #expect(ApplicationRouter().instantiatedModules.contains { $0 is MainModule })
    }

    @Test func weakContainerDoesNotKeepItsObject() {
        var container: WeakContainer<any ModuleType>?

        do {
            let module = ModuleSpy(route: "profile", paths: [])
            container = WeakContainer(module)
            #expect(container?.value === module)
        }

        #expect(container?.value == nil)
    }
}

/// A module that records the paths it is asked to open instead of opening them.
private final class ModuleSpy: ModuleType {
    let route: String
    let paths: [String]
    let subscribedRoutables: [any ModuleRoutable.Type] = []
    var instantiatedRoutables: [WeakContainer<any ModuleRoutable>] = []
    private(set) var opened: [(path: String, parameters: ModuleParameters?)] = []

    init(route: String, paths: [String]) {
        self.route = route
        self.paths = paths
    }

    func open(parameters: ModuleParameters?, path: String, callback: ModuleCallback?) {
        opened.append((path, parameters))
    }
}
