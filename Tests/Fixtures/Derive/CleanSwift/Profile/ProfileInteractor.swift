//
//  ProfileInteractor.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

protocol ProfileBusinessLogic {
    func loadProfile(request: Profile.Load.Request)
}

protocol ProfileDataStore {
    var user: User? { get set }
}

class ProfileInteractor: ProfileBusinessLogic, ProfileDataStore {
    var presenter: ProfilePresentationLogic?
    var worker: ProfileWorker?
    var user: User?

    // MARK: Load

    func loadProfile(request: Profile.Load.Request) {
        worker = ProfileWorker()
        let user = worker?.fetchUser()
        self.user = user
        let response = Profile.Load.Response(user: user)
        presenter?.presentProfile(response: response)
    }
}
