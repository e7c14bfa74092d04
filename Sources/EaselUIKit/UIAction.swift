import Easel

public typealias UIAction = Action
public typealias UIActionHandler = Action.Handler
