//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Testing

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The presenter's contract, as the module and the application router rely on it: the module
/// opens its paths with it, routing shows the screen through the wireframe and calls back, the
/// screen shows the URL's title or else the one the interactor loads, and a closed screen is
/// released with its presenter.
@MainActor
struct ___VARIABLE_moduleName___PresenterTests {
    @Test func moduleOpensItsPathsWithThePresenter() {
        let module = ___VARIABLE_moduleName___Module()

        #expect(module.route == "___VARIABLE_moduleName:lowerCamel___")
        #expect(module.paths == ___VARIABLE_moduleName___Presenter.getPaths())
        #expect(module.subscribedRoutables.contains { $0 == ___VARIABLE_moduleName___Presenter.self })
    }

    @Test func everyURLOpenedGetsAPresenterOfItsOwn() {
        #expect(___VARIABLE_moduleName___Presenter.routable() !== ___VARIABLE_moduleName___Presenter.routable())
    }

    @Test func routeShowsTheScreenThroughTheWireframe() throws {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: ___VARIABLE_moduleName___InteractorSpy())

        presenter.route(parameters: nil, path: "/show", callback: nil)

        #expect(wireframe.presented.count == 1)
        let screen = try #require(wireframe.presented.first as? ___VARIABLE_moduleName___ViewController)
        #expect(screen.presenter === presenter)
        #expect(presenter.view === screen)
        wireframe.closeScreens()
    }

    @Test func screenShowsTheTitleOfItsURL() {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        let view = ___VARIABLE_moduleName___ViewSpy()
        let interactor = ___VARIABLE_moduleName___InteractorSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: interactor)
        presenter.route(
            parameters: [___VARIABLE_moduleName___ModuleParameters.title.rawValue: "Hello"], path: "/show",
            callback: nil)
        presenter.view = view

        presenter.viewDidLoad()

        #expect(view.shownTitles == ["Hello"])
        #expect(interactor.loadTitleCount == 0)
        wireframe.closeScreens()
    }

    @Test func screenWithoutATitleShowsTheOneTheInteractorLoads() async {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        let view = ___VARIABLE_moduleName___ViewSpy()
        let interactor = ___VARIABLE_moduleName___InteractorSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: interactor)
        presenter.route(parameters: nil, path: "/show", callback: nil)
        presenter.view = view

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        #expect(interactor.loadTitleCount == 1)
        #expect(view.shownTitles == ["Loaded"])
        wireframe.closeScreens()
    }

    @Test func interactorLoadsTheModulesName() async {
        #expect(await ___VARIABLE_moduleName___Interactor().loadTitle() == "___VARIABLE_moduleName:swiftString___")
    }

    @Test func routeCallsBackWithSuccess() {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: ___VARIABLE_moduleName___InteractorSpy())
        var results: [Result<ModuleParameters, ResponseError>] = []

        presenter.route(parameters: nil, path: "/show") { results.append($0) }

        #expect(results == [.success([:])])
        wireframe.closeScreens()
    }

    @Test func closedScreenIsReleasedWithItsPresenter() {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        weak var screen: ___VARIABLE_moduleName___ViewController?
        weak var presenter: ___VARIABLE_moduleName___Presenter?

        do {
            let modulePresenter = makePresenter(
                wireframe: wireframe, interactor: ___VARIABLE_moduleName___InteractorSpy())
            modulePresenter.route(parameters: nil, path: "/show", callback: nil)
            presenter = modulePresenter
            screen = modulePresenter.view as? ___VARIABLE_moduleName___ViewController
        }
        #expect(presenter != nil, "The screen must keep its presenter while it is shown.")

        wireframe.closeScreens()

        #expect(screen == nil, "A reference cycle keeps the closed screen alive.")
        #expect(presenter == nil, "A reference cycle keeps the closed screen's presenter alive.")
    }

    @Test func closedScreenCancelsItsLoad() {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        var load: Task<Void, Never>?

        do {
            let presenter = makePresenter(wireframe: wireframe, interactor: ___VARIABLE_moduleName___InteractorSpy())
            presenter.route(parameters: nil, path: "/show", callback: nil)
            presenter.viewDidLoad()
            load = presenter.loadTask
        }
        wireframe.closeScreens()

        #expect(load?.isCancelled == true, "The screen's load must stop when the screen goes.")
    }

    /// A presenter on `wireframe` and `interactor`.
    private func makePresenter(
        wireframe: ___VARIABLE_moduleName___WireframeSpy,
        interactor: ___VARIABLE_moduleName___InteractorSpy
    ) -> ___VARIABLE_moduleName___Presenter {
        let presenter = ___VARIABLE_moduleName___Presenter()
        presenter.wireframe = wireframe
        presenter.interactor = interactor
        return presenter
    }
}
