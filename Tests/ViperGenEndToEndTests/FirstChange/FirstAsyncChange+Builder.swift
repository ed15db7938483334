extension FirstAsyncChange {
    /// The builder change: `loadTitle()` on the interactor's input, awaited by the presenter,
    /// answered by the interactor spy and covered by a presenter test.
    static let builder = [
        FirstAsyncChange(
            description: "builder", projectArguments: ["--style", "builder"], hasService: false,
            edits: [
                SourceEdit(
                    path: "\(builderInteractorFolder)/PaymentsInteractorIO.swift",
                    old: "    func loadModel() async throws -> PaymentsModel\n",
                    new: """
                            func loadModel() async throws -> PaymentsModel
                            /// The screen's title.
                            func loadTitle() async -> String

                        """),
                SourceEdit(
                    path: "\(builderInteractorFolder)/PaymentsInteractor.swift",
                    old: "    func loadModel() async throws -> PaymentsModel {\n",
                    new: """
                            func loadTitle() async -> String {
                                (try? await datastore.model().title) ?? ""
                            }

                            func loadModel() async throws -> PaymentsModel {

                        """),
                SourceEdit(
                    path: "\(builderPresenterFolder)/PaymentsPresenter.swift",
                    old: "    func viewDidLoad() {\n",
                    new: """
                            func viewAppeared() async {
                                view?.show(title: await interactor.loadTitle())
                            }

                            func viewDidLoad() {

                        """),
                SourceEdit(
                    path: "Tests/MyAppTests/Payments/PaymentsInteractorSpy.swift",
                    old: "    func loadModel() async throws -> PaymentsModel {\n",
                    new: """
                            /// What `loadTitle()` answers with.
                            var title = "Title"

                            func loadTitle() async -> String {
                                title
                            }

                            func loadModel() async throws -> PaymentsModel {

                        """),
                SourceEdit(
                    path: "Tests/MyAppTests/Payments/PaymentsPresenterTests.swift",
                    old: "    @Test func leavingTheScreenTellsTheModuleOutput() {\n",
                    new: """
                            @Test func appearingShowsTheInteractorsTitle() async {
                                let interactor = PaymentsInteractorSpy()
                                interactor.title = "Loaded"
                                let view = PaymentsViewSpy()
                                let presenter = makePresenter(interactor: interactor, view: view)

                                await presenter.viewAppeared()

                                #expect(view.shownTitles == ["Loaded"])
                            }

                            @Test func leavingTheScreenTellsTheModuleOutput() {

                        """),
            ])
    ]

    /// The Payments interactor's folder in a builder project.
    private static let builderInteractorFolder =
        "Sources/MyApp/Classes/Modules/Payments/Application Logic/Interactor"
    /// The Payments presenter's folder in a builder project.
    private static let builderPresenterFolder =
        "Sources/MyApp/Classes/Modules/Payments/User Interface/Presenter"
}
