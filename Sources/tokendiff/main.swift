print("tokendiff")
